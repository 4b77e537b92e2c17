import type { ReactNode } from 'react';
import './detail-actions.css';

/** The row of actions under a detail page's title (registration, save to favourites…); wraps on narrow screens. */
export function DetailActions({ children }: { children: ReactNode }) {
  return <div className="detail-actions">{children}</div>;
}
