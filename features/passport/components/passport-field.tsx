'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { ChoiceGroupField, SelectField, TextareaField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/fields';
import type { PassportField as Field } from '@/lib/submissions/schemas/passport-fields';
import { HAZARD_CLASSES, POSSESSION_FORMS, PROJECT_STAGES } from '@/lib/submissions/types';
import { kindOf, type PassportFormValues } from './passport-model';
import { useFieldLabel } from './use-field-label';

export const fieldId = (field: string) => `passport-${field}`;

/** One passport field with the input its kind calls for (docs/decisions/015-passport-field-types.md). */
export function PassportField({
  field,
  register,
  error,
  disabled,
  short,
}: {
  field: Field;
  register: UseFormRegister<PassportFormValues>;
  error: string | undefined;
  disabled?: boolean;
  /** Inside a resource's fieldset: "Power, kW" rather than "Electricity — power, kW". */
  short?: boolean;
}) {
  const t = useTranslations('passport');
  const label = useFieldLabel()(field, { short });
  const common = { id: fieldId(field), label, error, errorPrefix: t('errors.prefix'), disabled };
  const input = register(field);
  switch (kindOf(field)) {
    case 'longText':
      return <TextareaField {...common} rows={3} maxLength={5000} {...input} />;
    case 'number':
      return <TextField {...common} inputMode="decimal" autoComplete="off" {...input} />;
    case 'whole':
      return <TextField {...common} inputMode="numeric" autoComplete="off" {...input} />;
    case 'date':
      return <TextField {...common} type="date" {...input} />;
    case 'inn':
      return <TextField {...common} inputMode="numeric" autoComplete="off" hint={t('hints.inn')} maxLength={12} {...input} />;
    case 'okved':
      return <TextField {...common} autoComplete="off" hint={t('hints.okved')} {...input} />;
    case 'okvedList':
      return <TextField {...common} autoComplete="off" hint={t('hints.okvedList')} {...input} />;
    case 'url':
      return <TextField {...common} type="url" autoComplete="url" hint={t('hints.url')} {...input} />;
    case 'cadastral':
      return <TextField {...common} autoComplete="off" hint={t('hints.cadastral')} {...input} />;
    case 'hazardClass':
      return (
        <SelectField
          {...common}
          options={[{ value: '', label: t('choose') }, ...HAZARD_CLASSES.map((value) => ({ value, label: t(`hazard.${value}`) }))]}
          {...input}
        />
      );
    case 'stage':
      return (
        <SelectField
          {...common}
          options={[{ value: '', label: t('choose') }, ...PROJECT_STAGES.map((value) => ({ value, label: t(`stages.${value}`) }))]}
          {...input}
        />
      );
    case 'boolean':
      return (
        <ChoiceGroupField
          {...common}
          type="radio"
          {...input}
          options={[
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
            { value: '', label: t('notAnswered') },
          ]}
        />
      );
    case 'possession':
      return (
        <ChoiceGroupField
          {...common}
          type="checkbox"
          {...input}
          options={POSSESSION_FORMS.map((value) => ({ value, label: t(`possession.${value}`) }))}
        />
      );
    default:
      return <TextField {...common} maxLength={500} {...input} />;
  }
}
