'use client';

import { useTranslations } from 'next-intl';
import { useProjectName } from '@/components/account/project-name';
import { VerifiedOnly } from '@/components/account/unverified-notice';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { StatusBadge } from '@/components/page/status-badge';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { routePath } from '@/lib/routes';
import { usePassport } from '../api/get-passport';
import { PASSPORT_SAVE_ID, PassportForm } from './passport-form';
import { PassportReadOnly } from './passport-read-only';
import './passport.css';
import { MessageModal } from '@/components/modal/message-modal';

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

/** After a save (spec §2 "passport success"): «Changes applied». */
function PassportSuccessModal() {
  const t = useTranslations('passport.success');
  return (
    // The save button was disabled while saving, so the focus had left it before the modal opened.
    <MessageModal
      name="passportSuccess"
      title={t('title')}
      closeLabel={t('close')}
      testId="passport-success-modal"
      returnFocusTo={PASSPORT_SAVE_ID}
    >
      <p role="status">{t('text')}</p>
    </MessageModal>
  );
}
