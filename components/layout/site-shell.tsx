import type { ReactNode } from 'react';

/** Header, main content, footer and floating widgets of every portal page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
