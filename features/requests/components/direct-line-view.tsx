'use client';

import Link from 'next/link';
import { useUiStore } from '@/components/ui-store';
import type { Messages } from 'next-intl';
import { LazyApplicationSuccessModal, LazySubmitProjectModal } from './lazy-submit-project';
import './requests.css';

/** The page's texts (`directLine`), translated on the server. */
export type DirectLineTexts = Messages['directLine'];

type Props = {
  texts: DirectLineTexts;
  /** The cabinet's appeals tab and the monitoring page, in the page's language. */
  appealsHref: string;
  monitoringHref: string;
};

/**
 * /liniya-pryamih-obrasheniy (where the header's «submit a project» goes): the two channels (spec §1, §9) —
 * the public form (a project, answered within 30 days) and the appeal from the personal account (within 7 days);
 * a guest is offered to log in or register for the faster one; and the way to the public monitoring of how fast both are answered.
 * Its texts and addresses come from the server, so the page loads no next-intl client; the modals bring it when opened.
 */
export function DirectLineView({ texts, appealsHref, monitoringHref }: Props) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className="direct-line" data-testid="direct-line">
      <p className="direct-line__lead">{texts.lead}</p>
      <div className="direct-line__channels">
        <section className="direct-line__channel" aria-labelledby="direct-line-form">
          <h2 id="direct-line-form">{texts.form.title}</h2>
          <p>{texts.form.text}</p>
          <p>
            <strong>{texts.form.time}</strong>
          </p>
          <div className="form__actions">
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('submitProject')} data-testid="direct-line-submit">
              {texts.form.submit}
            </button>
          </div>
        </section>
        <section className="direct-line__channel" aria-labelledby="direct-line-cabinet">
          <h2 id="direct-line-cabinet">{texts.cabinet.title}</h2>
          <p>{texts.cabinet.text}</p>
          <p>
            <strong>{texts.cabinet.time}</strong>
          </p>
          {loggedIn ? (
            <p>
              <Link href={appealsHref} className="button">
                {texts.cabinet.toAppeals}
              </Link>
            </p>
          ) : (
            <>
              <p>{texts.cabinet.guest}</p>
              <div className="form__actions">
                <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('login')}>
                  {texts.cabinet.login}
                </button>
                <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openModal('register')}>
                  {texts.cabinet.register}
                </button>
              </div>
            </>
          )}
        </section>
      </div>
      <p>
        <Link href={monitoringHref}>{texts.monitoring}</Link>
      </p>
      <LazySubmitProjectModal />
      <LazyApplicationSuccessModal />
    </div>
  );
}
