'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { EXTERNAL_LINK, TELEGRAM_CHANNEL } from '@/components/layout/contacts';
import { CloseIcon } from '@/components/layout/icons';
import { TG_POPUP_COOKIE } from '@/components/layout/telegram-popup-cookie';
import { escapeWasHandled } from '@/components/layout/use-dismiss';
import { readCookie, writeCookie } from '@/lib/browser-cookie';

export { TG_POPUP_COOKIE };

/**
 * The custom property on <html> that holds the height of the band the popup covers at the bottom of the window (its
 * top to the window's bottom, in px). The global sheet turns it into scroll-padding-bottom, so the browser scrolls a
 * focused element above the popup, and into room under the footer, so the last links of the page can get there too.
 */
export const TG_POPUP_SPACE = '--tg-popup-space';

/** The popup's texts (`layout.tgPopup`). */
export type TelegramPopupTexts = Record<'title' | 'text' | 'link' | 'newTab' | 'close', string>;

const noSubscription = () => () => {};
/**
 * The server renders the popup for everyone (the page is cached for all visitors); the pre-paint script's attribute on
 * <html> keeps it hidden for a visitor who dismissed it, and after hydration it is not rendered for them at all.
 */
const wasDismissed = () => readCookie(TG_POPUP_COOKIE.name) !== undefined;
const dismissedOnServer = () => false;

/**
 * Whether an Escape pressed anywhere on the page is meant for the popup: not when another control handled it (a menu,
 * the settings of the visually-impaired mode, a combobox), a modal is open, or it was pressed in a field or another
 * dialog outside the popup (where Escape has its own meaning).
 */
function escapeIsForPopup(event: KeyboardEvent, popup: HTMLElement | null): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || escapeWasHandled(event)) return false;
  if (document.querySelector('dialog[open]')) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || popup?.contains(target)) return true;
  return !target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], .maplibregl-popup');
}

/**
 * When the popup closes while it holds the focus, the focus moves on to the first control of what follows it (the
 * header's logo: the next Tab stop), instead of falling back to the top of the document.
 */
function focusPastPopup(popup: HTMLElement | null): void {
  if (popup?.contains(document.activeElement)) popup.nextElementSibling?.querySelector<HTMLElement>('a[href], button')?.focus();
}

/** Keeps TG_POPUP_SPACE equal to the band the popup covers, 0 while it is hidden (by CSS) or gone. */
function useReservedSpace(popup: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = popup.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      const box = element.getBoundingClientRect();
      const space = box.height > 0 ? Math.max(0, Math.ceil(window.innerHeight - box.top)) : 0;
      root.style.setProperty(TG_POPUP_SPACE, `${space}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TG_POPUP_SPACE);
    };
  }, [popup, shown]);
}

/**
 * A non-modal invitation to the agency's Telegram channel. It never takes focus, but comes right after the skip link
 * in the tab order, and Escape pressed anywhere on the page closes it; closed from inside, it hands the focus on to the
 * header. It is never taller than half the window (its
 * text scrolls inside, its close button stays in view), and the page keeps focused elements clear of it. Its texts
 * come translated from the site shell.
 */
export function TelegramPopup({ texts }: { texts: TelegramPopupTexts }) {
  const t = (key: keyof TelegramPopupTexts) => texts[key];
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  const dismissedBefore = useSyncExternalStore(noSubscription, wasDismissed, dismissedOnServer);
  const [closed, setClosed] = useState(false);
  const shown = !dismissedBefore && !closed;

  const dismiss = useCallback(() => {
    writeCookie(TG_POPUP_COOKIE.name, '0', { days: TG_POPUP_COOKIE.days, sameSite: 'lax', path: '/' });
    focusPastPopup(ref.current);
    setClosed(true);
  }, []);

  useReservedSpace(ref, shown);
  useEffect(() => {
    if (!shown) return;
    // On the window, so that the page's own handlers (on the document and below) have had the event first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (escapeIsForPopup(event, ref.current)) dismiss();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, dismiss]);

  if (!shown) return null;
  return (
    <section ref={ref} role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} className="tg-popup" data-testid="tg-popup">
      <div className="tg-popup__body">
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
      </div>
      <button type="button" className="tg-popup__close" aria-label={t('close')} data-testid="tg-popup-close" onClick={dismiss}>
        <CloseIcon />
      </button>
    </section>
  );
}
