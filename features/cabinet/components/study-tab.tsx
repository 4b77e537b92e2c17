'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useStudyMaterials } from '../api/get-study-materials';
import type { StudyMaterial } from '@/lib/auth/schemas/study';

function paragraphs(body: string | null): string[] {
  return (body ?? '').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
}

function isExternal(url: string) {
  return /^https?:\/\//.test(url);
}

/** A portal page opens in the reader's language; anything else in a new tab. The title makes each link's purpose clear. */
function MaterialLink({ item, fallback }: { item: StudyMaterial; fallback: string }) {
  const t = useTranslations('cabinet.study');
  if (!item.url) return null;
  const label = item.linkLabel || fallback;
  const context = item.linkLabel ? null : <span className="visually-hidden">: {item.title}</span>;
  if (!isExternal(item.url) && item.url.startsWith('/')) {
    return (
      <p>
        <Link href={item.url}>
          {label}
          {context}
        </Link>
      </p>
    );
  }
  return (
    <p>
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        {label}
        {context}
        <span className="visually-hidden"> ({t('newTab')})</span>
      </a>
    </p>
  );
}

type Kind = StudyMaterial['kind'];

/** One group of materials: a heading and its items (the algorithm's steps are an ordered list). */
function StudySection({ kind, title, items, linkLabel }: { kind: Kind; title: string; items: StudyMaterial[]; linkLabel: string }) {
  const t = useTranslations('cabinet.study');
  if (!items.length) return null;
  const List = kind === 'algorithm' ? 'ol' : 'ul';
  return (
    <section className="study__section" aria-labelledby={`study-${kind}`}>
      <h3 id={`study-${kind}`}>{title}</h3>
      <List className="study__list">
        {items.map((item) => (
          <li key={item.id} className="study__item">
            <h4>{item.title}</h4>
            {item.summary ? <p>{item.summary}</p> : null}
            {paragraphs(item.body).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
            {item.duration ? <p>{t('duration', { duration: item.duration })}</p> : null}
            <MaterialLink item={item} fallback={linkLabel} />
          </li>
        ))}
      </List>
    </section>
  );
}

/** Study: guides, the investor's action algorithm (ordered steps) and videos (links, no embedded player). */
export function StudyTab() {
  const t = useTranslations('cabinet.study');
  const materials = useStudyMaterials();
  if (materials.isPending) return <p role="status">{t('loading')}</p>;
  if (materials.isError) return <p role="alert">{t('failed')}</p>;
  const items = materials.data.items;
  if (!items.length) return <p>{t('empty')}</p>;
  const ofKind = (kind: Kind) => items.filter((item) => item.kind === kind);
  return (
    <div className="study" data-testid="study-materials">
      <StudySection kind="guide" title={t('guides')} items={ofKind('guide')} linkLabel={t('open')} />
      <StudySection kind="algorithm" title={t('algorithm')} items={ofKind('algorithm')} linkLabel={t('open')} />
      <StudySection kind="video" title={t('videos')} items={ofKind('video')} linkLabel={t('watch')} />
    </div>
  );
}
