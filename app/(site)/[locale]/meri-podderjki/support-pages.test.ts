import type { ComponentProps, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SupportPage } from '@/features/support/components/support-page';
import { ROUTES } from '@/lib/routes';
import { SUPPORT_PAGES } from '@/lib/support-measures';

/** A page of app/(site)/[locale]: called as Next calls it, it returns the element it renders. */
type PageComponent = (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement<ComponentProps<typeof SupportPage>>>;

describe('the support pages', () => {
  it.each(SUPPORT_PAGES.map((page) => [page.route, page] as const))('%s renders the setting and group lib/support-measures.ts names', async (_, page) => {
    const file = `..${ROUTES[page.route].path}/page.tsx`;
    const { default: Page } = (await import(/* @vite-ignore */ file)) as { default: PageComponent };
    const element = await Page({ params: Promise.resolve({ locale: 'en' }) });
    expect(element.type).toBe(SupportPage);
    const { route, setting = null, group = null, locale } = element.props;
    expect({ route, setting, group, locale }).toEqual({ ...page, locale: 'en' });
  });
});
