'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EyeIcon } from '@/components/layout/icons';

/** The attribute on <html> that the visually-impaired mode keys its styles on. */
export const A11Y_ATTRIBUTE = 'data-a11y';

/** The "version for the visually impaired" switch. For now it only toggles `data-a11y` on <html>. */
export function A11yToggle() {
  const t = useTranslations('layout');
  const [pressed, setPressed] = useState(false);
  const toggle = () => {
    const next = !pressed;
    document.documentElement.toggleAttribute(A11Y_ATTRIBUTE, next);
    setPressed(next);
  };

  return (
    <button type="button" className="header-button a11y-toggle" aria-pressed={pressed} onClick={toggle}>
      <EyeIcon />
      <span className="visually-hidden">{t('a11yToggle')}</span>
    </button>
  );
}
