import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';

/**
 * The frame of the back office's own root views (the work queue, the stale sites): Payload's template with its
 * navigation and header, and the view's heading above what it shows.
 */
export function adminViewFrame({ initPageResult, params, searchParams }: AdminViewServerProps, title: string) {
  const { req, permissions, visibleEntities, locale } = initPageResult;
  return function frame(children: React.ReactNode) {
    return (
      <DefaultTemplate
        i18n={req.i18n}
        locale={locale}
        params={params}
        payload={req.payload}
        permissions={permissions}
        searchParams={searchParams}
        user={req.user ?? undefined}
        visibleEntities={visibleEntities}
      >
        <Gutter>
          <h1>{title}</h1>
          {children}
        </Gutter>
      </DefaultTemplate>
    );
  };
}
