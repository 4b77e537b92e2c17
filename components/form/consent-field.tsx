'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { CheckboxField } from '@/components/form/fields';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';

type ConsentFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  error?: string;
  errorPrefix: string;
};

/**
 * The 152-FZ consent to personal-data processing (`consent`, lib/auth/schemas/fields.ts consentField): the
 * registration form's checkbox and wording (`auth.register.consent`, the privacy policy opening in a new tab),
 * shared by every form that collects a name, a phone or an e-mail. Spread `field('consent')` and `register('consent')`.
 */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField(props, ref) {
  const t = useTranslations('auth');
  return (
    <CheckboxField
      ref={ref}
      required
      label={t.rich('register.consent', {
        link: (chunks) => (
          <Link href={routePath('privacyPolicy')} target="_blank" rel="noopener">
            {chunks}
            <span className="visually-hidden"> ({t('common.newTab')})</span>
          </Link>
        ),
      })}
      {...props}
    />
  );
});
