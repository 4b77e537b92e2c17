/** Spec §9: after dismissal the popup stays hidden for 30 days. */
export const TG_POPUP_COOKIE = { name: 'show_tg', days: 30 } as const;

/**
 * The attribute on <html> that lets the server-rendered popup show: `shown` until it was dismissed. Set before the first
 * paint by TG_POPUP_PREPAINT_SCRIPT, so the popup is painted with the page (not popped in after the scripts have run),
 * never flashes for a visitor who dismissed it, and stays hidden where scripts do not run (its close button needs them).
 */
export const TG_POPUP_ATTRIBUTE = 'data-tg-popup';

/** The inline script of the <head> (components/layout/head-scripts.tsx): a constant string, like the mode's. */
export const TG_POPUP_PREPAINT_SCRIPT = `document.documentElement.setAttribute(${JSON.stringify(TG_POPUP_ATTRIBUTE)},/(?:^|;\\s*)${TG_POPUP_COOKIE.name}=/.test(document.cookie)?"dismissed":"shown")`;
