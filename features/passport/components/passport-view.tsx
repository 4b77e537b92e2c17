'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useProjectName } from '@/components/account/project-name';
import { VerifiedOnly } from '@/components/account/unverified-notice';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { browserOnly } from '@/components/lazy/browser-only';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';
import { StatusBadge } from '@/components/page/status-badge';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { routePath } from '@/lib/routes';
import { usePassport } from '../api/get-passport';
import './passport.css';

// The form is fetched while the passport it shows loads (ProjectPassport starts both); a passport under review is only
// read, and the message after a save shows once: each loads when first shown.
const loadPassportForm = () => import('./passport-form').then((m) => m.PassportForm);
const PassportForm = browserOnly(loadPassportForm);
const PassportReadOnly = browserOnly(() => import('./passport-read-only').then((m) => m.PassportReadOnly));
const PassportSuccessModal = lazyNamedModal('passportSuccess', () => import('./passport-success-modal').then((m) => m.PassportSuccessModal));

/**
 * /passport/{id} for a logged-in user (the page wraps it in the auth guard): the form while pending, else read-only;
 * for an account whose e-mail is not confirmed, the notice with its resend button (the API refuses it the passport).
 */
export function PassportView({ requestId }: { requestId: number }) {
  return (
    <VerifiedOnly level={2}>
      <ProjectPassport requestId={requestId} />
    </VerifiedOnly>
  );
}

function ProjectPassport({ requestId }: { requestId: number }) {
  const t = useTranslations('passport');
  const statusText = useTranslations('requests.status');
  const text = useSubmissionText();
  const passport = usePassport(requestId);
  const projectName = useProjectName();
  useEffect(() => void loadPassportForm().catch(() => undefined), []);
  const back = (
    <p>
      <Link href={{ pathname: routePath('profile'), query: { tab: 'projects' } }}>{t('toProjects')}</Link>
    </p>
  );

  if (passport.isPending) return <p role="status">{t('loading')}</p>;
  if (passport.isError) {
    const error = passport.error;
    const notFound = error instanceof ApiError && error.status === 404;
    const refused = error instanceof ApiError && error.status === 403;
    return (
      <div className="passport" data-testid="passport-error">
        <p role="alert">{notFound ? t('notFound') : refused ? text(error.message) : t('failed')}</p>
        {!notFound && !refused ? (
          <button type="button" className="button button--secondary" onClick={() => void passport.refetch()}>
            {t('retry')}
          </button>
        ) : null}
        {back}
      </div>
    );
  }

  const data = passport.data;
  const project = projectName(data.requestTitle);
  return (
    <div className="passport" data-testid="passport">
      <div className="passport__head">
        <p className="passport__project">{project.untitled ? project.name : t('project', { title: project.name })}</p>
        <StatusBadge status={data.requestStatus} label={t('status')}>
          {statusText(data.requestStatus)}
        </StatusBadge>
      </div>
      {data.editable ? (
        <>
          <p className="passport__lead">{t('lead')}</p>
          <PassportForm passport={data} />
        </>
      ) : (
        <>
          <p className="passport__notice" role="note" data-testid="passport-read-only-notice">
            {t('readOnly', { status: data.requestStatus })}
          </p>
          <PassportReadOnly passport={data} />
        </>
      )}
      {back}
      <PassportSuccessModal />
    </div>
  );
}
