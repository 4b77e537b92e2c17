'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { COMPARE_MIN, comparisonHref } from '../compare-ids';
import { rehydrateCompare, useCompareStore, type ComparedSite } from '../stores/compare';

/**
 * The comparison's few parts that need the browser; the table around them is the server's. Each takes its texts and
 * addresses from the page.
 */

/** «Print the comparison»: the browser's print dialog (the print style sheet keeps only the table). */
export function PrintComparison({ label }: { label: string }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}

/**
 * «Remove from the comparison» of one site: it leaves this browser's choice and the page moves to `href`, the address
 * without it, which the server renders. `title` is the site's title, already quoted as the page's language quotes it.
 */
export function RemoveFromComparison({ id, href, label, title }: { id: number; href: string; label: string; title: string }) {
  const router = useRouter();
  const remove = () => {
    useCompareStore.getState().remove(id);
    router.replace(href, { scroll: false });
  };
  return (
    <button type="button" className="button--link site-comparison__remove" onClick={remove}>
      {label}
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}

/**
 * A shared address's sites become this browser's choice, so the lists show them as chosen and the choice survives
 * navigation.
 */
export function AdoptComparison({ sites }: { sites: ComparedSite[] }) {
  const key = sites.map((site) => site.id).join(',');
  useEffect(() => {
    rehydrateCompare();
    const current = useCompareStore.getState().sites.map((site) => site.id).join(',');
    if (current !== key) useCompareStore.getState().replace(sites);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say everything the sites would
  }, [key]);
  return null;
}

/**
 * An address without ids: once this browser's stored choice is read, two or more chosen sites move the page to their
 * address (`comparisonHref` of the comparison's `path`), so the server renders them and the comparison on screen can be
 * shared as it is.
 */
export function ComparisonOfThisBrowser({ path }: { path: string }) {
  const router = useRouter();
  const sites = useCompareStore((state) => state.sites);
  useEffect(() => rehydrateCompare(), []);
  useEffect(() => {
    if (sites.length >= COMPARE_MIN) router.replace(comparisonHref(path, sites.map((site) => site.id)), { scroll: false });
  }, [sites, path, router]);
  return null;
}
