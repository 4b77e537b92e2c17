'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error boundary's texts (`errors`, `common`), translated by the layout; `status` keeps its `{status}` argument. */
export type ErrorTexts = {
  homeHref: string;
  home: string;
  breadcrumbs: string;
  crumb: string;
  serverTitle: string;
  server: string;
  status: string;
  retry: string;
};

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Gives the page's error boundary (app/(site)/[locale]/error.tsx, a client component that cannot translate on the
 * server) its texts from the layout, without next-intl's client runtime in every page's first load.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts outside ErrorTextsProvider (the locale layout renders it)');
  return texts;
}
