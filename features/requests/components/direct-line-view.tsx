'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { LazyApplicationSuccessModal, LazySubmitProjectModal } from './lazy-submit-project';
import './requests.css';

/**
 * /liniya-pryamih-obrasheniy (where the header's «submit a project» goes): the two channels (spec §1, §9) —
 * the public form (a project, answered within 30 days) and the appeal from the personal account (within 7 days);
 * a guest is offered to log in or register for the faster one; and the way to the public monitoring of how fast both are answered.
 */
export function DirectLineView() {
  const t = useTranslations('directLine');
  const loggedIn = useUiStore((state) => state.loggedIn);
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className="direct-line" data-testid="direct-line">
      <p className="direct-line__lead">{t('lead')}</p>
      <div className="direct-line__channels">
        <section className="direct-line__channel" aria-labelledby="direct-line-form">
          <h2 id="direct-line-form">{t('form.title')}</h2>
          <p>{t('form.text')}</p>
          <p>
            <strong>{t('form.time')}</strong>
          </p>
          <div className="form__actions">
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('submitProject')} data-testid="direct-line-submit">
              {t('form.submit')}
            </button>
          </div>
        </section>
        <section className="direct-line__channel" aria-labelledby="direct-line-cabinet">
          <h2 id="direct-line-cabinet">{t('cabinet.title')}</h2>
          <p>{t('cabinet.text')}</p>
          <p>
            <strong>{t('cabinet.time')}</strong>
          </p>
          {loggedIn ? (
            <p>
              <Link href={{ pathname: routePath('profile'), query: { tab: 'appeals' } }} className="button">
                {t('cabinet.toAppeals')}
              </Link>
            </p>
          ) : (
            <>
              <p>{t('cabinet.guest')}</p>
              <div className="form__actions">
                <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('login')}>
                  {t('cabinet.login')}
                </button>
                <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openModal('register')}>
                  {t('cabinet.register')}
                </button>
              </div>
            </>
          )}
        </section>
      </div>
      <p>
        <Link href={routePath('directLineMonitoring')}>{t('monitoring')}</Link>
      </p>
      <LazySubmitProjectModal />
      <LazyApplicationSuccessModal />
    </div>
  );
}
