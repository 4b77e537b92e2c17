'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { EXTERNAL_LINK, TELEGRAM_CHANNEL } from '@/components/layout/contacts';
import { CloseIcon } from '@/components/layout/icons';

/** Spec §9: after dismissal the popup stays hidden for 30 days. */
export const TG_POPUP_COOKIE = { name: 'show_tg', days: 30 } as const;

const noSubscription = () => () => {};
/** On the server and during hydration the popup counts as dismissed, so it appears only after mount. */
const wasDismissed = () => Cookies.get(TG_POPUP_COOKIE.name) !== undefined;
const dismissedOnServer = () => true;

/** A non-modal invitation to the agency's Telegram channel; it never takes focus. */
export function TelegramPopup() {
  const t = useTranslations('layout.tgPopup');
  const titleId = useId();
  const textId = useId();
  const dismissedBefore = useSyncExternalStore(noSubscription, wasDismissed, dismissedOnServer);
  const [closed, setClosed] = useState(false);

  const dismiss = () => {
    Cookies.set(TG_POPUP_COOKIE.name, '0', { expires: TG_POPUP_COOKIE.days, sameSite: 'lax', path: '/' });
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };

  if (dismissedBefore || closed) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="tg-popup"
      data-testid="tg-popup"
      onKeyDown={onKeyDown}
    >
      <p id={titleId} className="tg-popup__title">
        {t('title')}
      </p>
      <p id={textId} className="tg-popup__text">
        {t('text')}
      </p>
      <a href={TELEGRAM_CHANNEL} className="button tg-popup__link" {...EXTERNAL_LINK} onClick={dismiss}>
        {t('link')}
        <span className="visually-hidden"> ({t('newTab')})</span>
      </a>
      <button
        type="button"
        className="tg-popup__close"
        aria-label={t('close')}
        data-testid="tg-popup-close"
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
