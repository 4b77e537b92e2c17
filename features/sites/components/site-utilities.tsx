import { useId } from 'react';
import { FactList } from '@/components/content/fact-list';
import { CatalogueSection } from '@/components/content/catalogue-detail';
import type { ProductionSite } from '../types';
import { distanceFacts, utilityRows, type FactLabel } from '../utilities';

type Texts = {
  label: FactLabel;
  heading: string;
  caption: string;
  columns: { utility: string; available: string; capacity: string; source: string; verifiedAt: string };
  distances: string;
  stale: string;
  staleHint: string;
};

/**
 * A site's utilities as a table (what is there, how much is free in which unit, who says so and when it was checked),
 * the mark that the data may be out of date, and the distances. Wide tables scroll inside their own focusable box.
 */
export function SiteUtilities({ site, locale, texts }: { site: ProductionSite; locale: string; texts: Texts }) {
  const captionId = useId();
  const rows = utilityRows(site, texts.label, locale);
  return (
    <>
      <CatalogueSection title={texts.heading} testId="site-utilities">
        {site.stale ? (
          <p className="site-stale" data-testid="site-stale">
            <strong>{texts.stale}.</strong> {texts.staleHint}
          </p>
        ) : null}
        {/* A focusable region is how a keyboard user scrolls a wide table (axe: scrollable-region-focusable). */}
        <div className="site-utilities" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table data-testid="site-utility-table">
            <caption id={captionId}>{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.columns.utility}</th>
                <th scope="col">{texts.columns.available}</th>
                <th scope="col">{texts.columns.capacity}</th>
                <th scope="col">{texts.columns.source}</th>
                <th scope="col">{texts.columns.verifiedAt}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-utility={row.key}>
                  <th scope="row">{row.name}</th>
                  <td>{row.available}</td>
                  <td className="site-utilities__figure">{row.capacity}</td>
                  <td lang={row.sourceLang}>{row.source ?? '—'}</td>
                  <td>{row.verifiedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CatalogueSection>
      <CatalogueSection title={texts.distances} testId="site-distances">
        <FactList facts={distanceFacts(site, texts.label, locale).map(({ label, value }) => ({ label, value }))} />
      </CatalogueSection>
    </>
  );
}
