'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { PassportField } from '@/lib/submissions/schemas/passport-fields';
import { FIELD_UNITS, resourcePart, type ResourceField } from './passport-model';

/** A field's full label: its name and unit ("Own funds, million roubles"; "Electricity — power, kW"). */
export function useFieldLabel(): (field: PassportField, options?: { short?: boolean }) => string {
  const t = useTranslations('passport');
  return useCallback(
    (field, options) => {
      const unit = FIELD_UNITS[field];
      const resource = resourcePart(field);
      const name = resource
        ? options?.short
          ? t(`resources.${resource.part}`)
          : `${t(`resources.${resource.resource}`)} — ${t(`resources.${resource.part}`).toLowerCase()}`
        : // Not a resource field (resourcePart found none), so `passport.fields` labels it.
          t(`fields.${field as Exclude<PassportField, ResourceField>}`);
      return unit ? `${name}, ${t(`units.${unit}`)}` : name;
    },
    [t],
  );
}
