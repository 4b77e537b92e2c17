import { Link } from '@/i18n/link';
import { langOf } from '@/lib/api/untranslated';
import { routePath } from '@/lib/routes';
import { readEventTypes } from '../api/read-event-types';
import './events.css';

/** Shortcuts to the events list filtered by type (`/events?type=forum`), from the paged GET /event-type. */
export async function EventTypeLinks({ locale, label, limit = 8 }: { locale: string; label: string; limit?: number }) {
  const types = await readEventTypes(locale, limit);
  if (!types.length) return null;
  return (
    <nav className="event-type-links" aria-label={label} data-testid="event-type-links">
      <ul>
        {types.map((type) => (
          <li key={type.id}>
            <Link href={{ pathname: routePath('events'), query: { type: type.slug } }} {...langOf(type, 'name')}>
              {type.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
