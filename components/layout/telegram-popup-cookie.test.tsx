import { afterEach, describe, expect, it } from 'vitest';
import { TG_POPUP_ATTRIBUTE, TG_POPUP_COOKIE, TG_POPUP_PREPAINT_SCRIPT } from '@/components/layout/telegram-popup-cookie';

const expire = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);

/** Runs the <head>'s script as the browser does, against this document's cookies. */
const prepaint = () => new Function(TG_POPUP_PREPAINT_SCRIPT)();

afterEach(() => {
  for (const name of [TG_POPUP_COOKIE.name, 'other', `x${TG_POPUP_COOKIE.name}`]) expire(name);
  document.documentElement.removeAttribute(TG_POPUP_ATTRIBUTE);
});

describe('the Telegram popup’s pre-paint script', () => {
  it('lets the popup show until it is dismissed', () => {
    document.cookie = 'other=1; Path=/';
    prepaint();
    expect(document.documentElement.getAttribute(TG_POPUP_ATTRIBUTE)).toBe('shown');
  });

  it('keeps it hidden once the dismissal cookie is there, wherever it is among the cookies', () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = `${TG_POPUP_COOKIE.name}=0; Path=/`;
    prepaint();
    expect(document.documentElement.getAttribute(TG_POPUP_ATTRIBUTE)).toBe('dismissed');
  });

  it('is not fooled by a cookie whose name only ends with the dismissal’s', () => {
    document.cookie = `x${TG_POPUP_COOKIE.name}=0; Path=/`;
    prepaint();
    expect(document.documentElement.getAttribute(TG_POPUP_ATTRIBUTE)).toBe('shown');
  });
});
