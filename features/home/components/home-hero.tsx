import type { ReactNode } from 'react';
import type { PageSetting } from '@/components/content/page-setting';
import { Picture } from '@/components/content/picture';
import { Link } from '@/i18n/link';
import './home.css';
import { langOf } from '@/lib/api/untranslated';

type Action = { href: string; label: string };

/**
 * The front page's hero from GET /setting/0: the portal's title as the page's h1, the subtitle, the agency's button
 * (when the editors set one) before the standing actions, the picture behind, and the banner figures under it.
 */
export function HomeHero({
  setting,
  fallbackTitle,
  actions,
  children,
}: {
  setting: PageSetting | null;
  fallbackTitle: string;
  actions: Action[];
  children?: ReactNode;
}) {
  const own = setting?.buttonLabel && setting.buttonLink ? [{ href: setting.buttonLink, label: setting.buttonLabel }] : [];
  const buttons = [...own, ...actions];
  return (
    <section className={`home-hero${setting?.image ? ' home-hero--picture' : ''}`} aria-labelledby="home-hero-title" data-testid="home-hero">
      <Picture image={setting?.image} size="hero" className="home-hero__picture" eager />
      <div className="container home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {setting?.title || fallbackTitle}
        </h1>
        {setting?.subtitle ? (
          <p className="home-hero__subtitle" {...langOf(setting, 'subtitle')}>
            {setting.subtitle}
          </p>
        ) : null}
        <div className="home-hero__actions">
          {buttons.map((button, i) =>
            /^https?:\/\//i.test(button.href) ? (
              <a
                key={button.href}
                className={`button${i ? ' button--on-dark' : ' button--accent'}`}
                href={button.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {button.label}
              </a>
            ) : (
              <Link key={button.href} className={`button${i ? ' button--on-dark' : ' button--accent'}`} href={button.href}>
                {button.label}
              </Link>
            ),
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
