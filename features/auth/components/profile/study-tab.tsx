'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useStudyMaterials } from '../../api/get-study-materials';
import type { StudyMaterial } from '@/lib/auth/schemas/study';

function paragraphs(body: string | null): string[] {
  return (body ?? '').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
}

function isExternal(url: string) {
  return /^https?:\/\//.test(url);
}

/** A portal page opens in the reader's language; anything else in a new tab. The title makes each link's purpose clear. */
function MaterialLink({ item, fallback }: { item: StudyMaterial; fallback: string }) {
  const t = useTranslations('auth.common');
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

/** Study: guides, the investor's action algorithm (ordered steps) and videos (links, no embedded player). */
export function StudyTab() {
  const t = useTranslations('auth.study');
  const materials = useStudyMaterials();
  if (materials.isPending) return <p role="status">{t('loading')}</p>;
  if (materials.isError) return <p role="alert">{t('failed')}</p>;
  const items = materials.data.items;
  if (!items.length) return <p>{t('empty')}</p>;
  const guides = items.filter((item) => item.kind === 'guide');
  const steps = items.filter((item) => item.kind === 'algorithm');
  const videos = items.filter((item) => item.kind === 'video');
  return (
    <div className="study" data-testid="study-materials">
      {guides.length ? (
        <section className="study__section" aria-labelledby="study-guides">
          <h3 id="study-guides">{t('guides')}</h3>
          <ul className="study__list">
            {guides.map((item) => (
              <li key={item.id} className="study__item">
                <h4>{item.title}</h4>
                {item.summary ? <p>{item.summary}</p> : null}
                {paragraphs(item.body).map((text, index) => (
                  <p key={index}>{text}</p>
                ))}
                <MaterialLink item={item} fallback={t('open')} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {steps.length ? (
        <section className="study__section" aria-labelledby="study-algorithm">
          <h3 id="study-algorithm">{t('algorithm')}</h3>
          <ol className="study__list">
            {steps.map((item) => (
              <li key={item.id} className="study__item">
                <h4>{item.title}</h4>
                {item.summary ? <p>{item.summary}</p> : null}
                {paragraphs(item.body).map((text, index) => (
                  <p key={index}>{text}</p>
                ))}
                <MaterialLink item={item} fallback={t('open')} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {videos.length ? (
        <section className="study__section" aria-labelledby="study-videos">
          <h3 id="study-videos">{t('videos')}</h3>
          <ul className="study__list">
            {videos.map((item) => (
              <li key={item.id} className="study__item">
                <h4>{item.title}</h4>
                {item.summary ? <p>{item.summary}</p> : null}
                {item.duration ? <p>{t('duration', { duration: item.duration })}</p> : null}
                <MaterialLink item={item} fallback={t('watch')} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
