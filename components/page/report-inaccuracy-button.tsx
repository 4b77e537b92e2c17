'use client';

import { useUiStore } from '@/components/ui-store';

/**
 * Opens the inaccuracy report form: the chrome's entry point `inaccuracyReport` (components/ui-store.ts), which the
 * feedback feature mounts in the site shell; the form reads the page's path and title itself.
 */
export function ReportInaccuracyButton({ label }: { label: string }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button type="button" className="page-meta__report" aria-haspopup="dialog" onClick={() => openModal('inaccuracyReport')} data-testid="report-inaccuracy">
      {label}
    </button>
  );
}
