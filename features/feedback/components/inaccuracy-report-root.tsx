'use client';

import { withPageMessages } from '@/components/i18n/with-page-messages';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

/**
 * The inaccuracy report modal, loaded when it is first opened: its form, schema and the form library are not part of
 * every page's first-load JavaScript, nor is next-intl's client (withPageMessages).
 */
export const InaccuracyReportModal = lazyNamedModal(
  'inaccuracyReport',
  withPageMessages(() => import('./inaccuracy-report-modal').then((m) => m.InaccuracyReportModal)),
);
