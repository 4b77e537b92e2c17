'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

type Ym = (id: number, method: 'hit', url: string) => void;

/** Reports client-side navigations to Metrica (the loader's `init` already counts the first page). */
export function MetrikaPageViews({ id }: { id: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (window as unknown as { ym?: Ym }).ym?.(Number(id), 'hit', window.location.href);
  }, [id, pathname]);
  return null;
}
