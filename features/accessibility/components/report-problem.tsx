'use client';

import type { ReactNode } from 'react';
import { useUiStore } from '@/components/ui-store';

/**
 * «Report a problem»: a logged-in investor gets `form` (the appeal form: POST /message/send, which needs a confirmed
 * account); a guest is asked to log in or register first (docs/decisions/022 says why). Its texts come from the
 * server component (`accessibilityStatement.report`), so that namespace is not shipped to the browser on every page.
 */
export function ReportProblem({ form, labels }: { form: ReactNode; labels: { guest: string; login: string; register: string } }) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const openModal = useUiStore((state) => state.openModal);
  if (loggedIn) return <div data-testid="a11y-report-form">{form}</div>;
  return (
    <div data-testid="a11y-report-guest">
      <p>{labels.guest}</p>
      <div className="form__actions">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('login')}>
          {labels.login}
        </button>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openModal('register')}>
          {labels.register}
        </button>
      </div>
    </div>
  );
}
