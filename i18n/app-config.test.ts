import type { Locale as IntlLocale, Messages, useTranslations } from 'next-intl';
import { describe, expectTypeOf, it } from 'vitest';
import type ru from '@/messages/ru.json';
import type { Locale } from './routing';

// These assertions are about types: `tsc --noEmit` fails when one stops holding (at run time they always pass).
describe('next-intl types of the app (i18n/app-config.ts)', () => {
  it('types every translation with the Russian catalogue', () => {
    expectTypeOf<Messages>().toEqualTypeOf<typeof ru>();
  });

  it('refuses a key that is not in the catalogue', () => {
    type LayoutKey = Parameters<ReturnType<typeof useTranslations<'layout'>>>[0];
    expectTypeOf<'skipLink'>().toExtend<LayoutKey>();
    expectTypeOf<'skipLnk'>().not.toExtend<LayoutKey>();
  });

  it('answers one of the portal’s four locales', () => {
    expectTypeOf<IntlLocale>().toEqualTypeOf<Locale>();
    expectTypeOf<'de'>().not.toExtend<IntlLocale>();
  });
});
