import type { ReactNode } from 'react';
import { Link } from '@/i18n/link';
import './home.css';

/**
 * A band of the home page: a heading (h2), an optional lead, the content and a link to the whole list.
 * `tone="surface"` gives it the tinted background that separates neighbouring bands.
 */
export function HomeSection({
  id,
  title,
  lead,
  all,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: string | null;
  all?: { href: string; label: string };
  tone?: 'surface';
  children: ReactNode;
}) {
  return (
    <section className={`home-section${tone ? ` home-section--${tone}` : ''}`} aria-labelledby={`${id}-title`} data-testid={`home-${id}`}>
      <div className="container">
        <div className="home-section__head">
          <h2 id={`${id}-title`} className="home-section__title">
            {title}
          </h2>
          {all ? (
            <Link className="home-section__all" href={all.href}>
              {all.label}
              <span className="home-section__arrow" aria-hidden="true">
                →
              </span>
            </Link>
          ) : null}
        </div>
        {lead ? <p className="home-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
