import type { Messages, useTranslations } from 'next-intl';
import { describe, expectTypeOf, it } from 'vitest';
import type ru from '@/messages/ru.json';

// These assertions are about types: `tsc --noEmit` fails when one stops holding (at run time they always pass).
describe('typed messages (i18n/app-config.ts)', () => {
  it('types every translation with the Russian catalogue', () => {
    expectTypeOf<Messages>().toEqualTypeOf<typeof ru>();
  });

  it('refuses a key that is not in the catalogue', () => {
    type LayoutKey = Parameters<ReturnType<typeof useTranslations<'layout'>>>[0];
    expectTypeOf<'skipLink'>().toExtend<LayoutKey>();
    expectTypeOf<'skipLnk'>().not.toExtend<LayoutKey>();
  });
});
