'use client';

import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

/**
 * The inaccuracy report modal, loaded when it is first opened: its form, schema and the form library are not part of
 * every page's first-load JavaScript.
 */
export const InaccuracyReportModal = lazyNamedModal('inaccuracyReport', () =>
  import('./inaccuracy-report-modal').then((m) => m.InaccuracyReportModal),
);
