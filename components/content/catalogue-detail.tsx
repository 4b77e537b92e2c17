import { useId, type ReactNode } from 'react';
import type { ApiImage } from '@/lib/api/media';
import { FactList, type Fact } from './fact-list';
import { Picture } from './picture';
import './catalogue-detail.css';

/**
 * The body of a catalogue item's page (a project, a site, a success story): its key facts in a panel beside the
 * text on wide screens (first on narrow ones and for screen readers), the picture, then the sections.
 */
export function CatalogueDetail({ facts, image, children, testId }: { facts: Fact[]; image?: ApiImage | null; children?: ReactNode; testId?: string }) {
  return (
    <div className="catalogue-detail" data-testid={testId}>
      <div className="catalogue-detail__facts">
        <FactList facts={facts} className="fact-list--column" />
      </div>
      <div className="catalogue-detail__main">
        <Picture image={image} size="hero" className="catalogue-detail__image" eager />
        {children}
      </div>
    </div>
  );
}

/** A titled part of a detail page (about the project, opportunities…): a section labelled by its h2. */
export function CatalogueSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="catalogue-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="catalogue-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
