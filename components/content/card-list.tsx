import type { ReactNode } from 'react';
import type { ApiImage } from '@/lib/api/media';
import { ParamsLink } from '@/i18n/params-link';
import { Picture } from './picture';

export type CardProps = {
  /** The item's page; the title links to it (the whole card is clickable through the title's ::after). */
  href?: string;
  title: string;
  image?: ApiImage | null;
  /** A line above the title: a date, a type, a stage. */
  kicker?: ReactNode;
  /** A short text under the title. */
  text?: string | null;
  /** Anything else: facts, badges, buttons (buttons stay clickable above the card's link). */
  children?: ReactNode;
  /** The heading level of the title in the page's outline (h2 on a list page, h3 inside a section). */
  level?: 2 | 3;
  /**
   * The languages of the title, the text and the kicker when they are not the page's: a card of a DTO passes
   * `langs(item, { title: 'title', text: 'excerpt' })` of lib/api/untranslated.ts.
   */
  lang?: CardLangs;
  testId?: string;
  /** The list's first card, whose picture is likely the largest thing on a phone's first screen: fetched at once. */
  eager?: boolean;
};

export type CardLangs = Partial<Record<'title' | 'text' | 'kicker', string>>;

/**
 * One card of a content list. A card speaks one language: its short text is shown only when it is in the title's
 * language (a title already translated over a text still in Russian, or the reverse, leaves the text to the item's
 * page, where it is marked); a title in Russian carries the page's one «in Russian» badge
 * (components/page/in-russian.css).
 */
export function Card({ href, title, image, kicker, text: shownText, children, level = 2, lang = {}, testId, eager }: CardProps) {
  const Heading = `h${level}` as const;
  const text = lang.text === lang.title ? shownText : null;
  return (
    <li className="content-card" data-testid={testId}>
      <Picture image={image} size="card" className="content-card__image" eager={eager} />
      <div className="content-card__body">
        {kicker ? (
          <div className="content-card__kicker" lang={lang.kicker}>
            {kicker}
          </div>
        ) : null}
        <Heading className="content-card__title" lang={lang.title}>
          {href ? <ParamsLink href={href}>{title}</ParamsLink> : title}
        </Heading>
        {text ? (
          <p className="content-card__text" lang={lang.text}>
            {text}
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}

/** A responsive grid of cards; an empty list says `empty` instead. */
export function CardList({ children, empty, testId, count }: { children: ReactNode; empty: string; testId?: string; count: number }) {
  if (!count) return <p className="content-empty">{empty}</p>;
  return (
    <ul className="card-list" data-testid={testId}>
      {children}
    </ul>
  );
}
