import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { routePath } from '@/lib/routes';
import type { RegistrableEvent } from '../types';
import './event-registration.css';

/**
 * The event page's «registration» button: to /event-registration?event=<id> while the event takes registrations,
 * otherwise a note that registration is closed (past, full or closed by the editors).
 */
export async function EventRegistrationLink({ event }: { event: RegistrableEvent }) {
  const t = await getTranslations('eventRegistration');
  if (event.registrationOpen === false) {
    return (
      <p className="event-registration-closed" data-testid="registration-closed">
        {t('closed')}
      </p>
    );
  }
  return (
    <Link
      className="button event-registration-link"
      href={{ pathname: routePath('eventRegistration'), query: { event: String(event.id) } }}
      data-testid="event-registration-link"
    >
      {t('button')}
    </Link>
  );
}
