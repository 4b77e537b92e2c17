import type { ReactNode } from 'react';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import type { ApiImage } from '@/lib/api/media';
import './zones.css';
import { langOf } from '@/lib/api/untranslated';

type ZoneIntro = { title: string; lead?: string | null; content?: string | null; image?: ApiImage | null };

/** A zone's own page of the API as a section: its title (h2), lead, text and picture, then what the caller adds (figures…). */
export function ZoneFeature({ id, zone, testId, children }: { id: string; zone: ZoneIntro; testId: string; children?: ReactNode }) {
  return (
    <section className="zone-feature" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} {...langOf(zone, 'title')}>{zone.title}</h2>
      <div className="zone-feature__intro">
        <div>
          {zone.lead ? <p className="page-lead" {...langOf(zone, 'lead')}>{zone.lead}</p> : null}
          <RichText html={zone.content} {...langOf(zone, 'content')} />
        </div>
        <Picture image={zone.image} size="card" className="zone-feature__image" />
      </div>
      {children}
    </section>
  );
}
