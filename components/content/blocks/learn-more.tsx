import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { isOwnKey } from '@/lib/own-key';
import { ROUTES, type RouteKey } from '@/lib/routes';
import './blocks.css';

/**
 * The "learn more" block of §2: where an investor goes next from this page, as linked cards. Each card is a page of the
 * route registry, titled as in the menus, with a one-line hint from `blocks.learnMore.hints` when there is one.
 */
export async function LearnMore({ routes, title }: { routes: RouteKey[]; title?: string }) {
  if (!routes.length) return null;
  const t = await getTranslations('blocks.learnMore');
  const tr = await getTranslations('routes');
  // Not every page has a hint: the catalogue itself says which do.
  const hints = (await getMessages()).blocks.learnMore.hints;
  return (
    <section className="next-step next-step--learn-more" aria-labelledby="learn-more-title" data-testid="block-learn-more">
      <h2 id="learn-more-title" className="next-step__title">
        {title ?? t('title')}
      </h2>
      <ul className="learn-more__list">
        {routes.map((route) => (
          <li key={route} className="learn-more__item">
            <Link href={ROUTES[route].path} className="learn-more__link">
              {tr(route)}
            </Link>
            {isOwnKey(hints, route) ? <p className="learn-more__text">{t(`hints.${route}`)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
