'use client';

import { Link, useConfig, useListQuery, usePreferences, useTranslation } from '@payloadcms/ui';
import { formatAdminURL } from '@payloadcms/ui/shared';
import type { DefaultCellComponentProps } from 'payload';
import { useState } from 'react';
import { TRANSLATION_STATUS_FIELD } from '../hooks/translation-status';
import { formatFileSize, MEDIA_VIEW_PREFERENCE, type MediaView, mediaTexts } from './media-texts';
import { TranslationStatusCell } from './translation-status';
import './media-grid.css';
import './visually-hidden.css';

type MediaDoc = {
  id: number | string;
  alt?: string | null;
  filename?: string | null;
  filesize?: number | null;
  url?: string | null;
  thumbnailURL?: string | null;
  sizes?: { thumbnail?: { url?: string | null } | null } | null;
  [TRANSLATION_STATUS_FIELD]?: string[] | null;
};

/** The smallest picture Payload made of the image: the 400×300 thumbnail, else the original. */
const previewOf = (doc: MediaDoc) => doc.sizes?.thumbnail?.url || doc.thumbnailURL || doc.url || undefined;

/**
 * The media list's switch between Payload's table and a grid of cards (thumbnail, alt text in the content language,
 * file name, size and the alt text's translation status). Each card is one link to the picture, so the grid is walked
 * with Tab and opened with Enter; the switch is a pair of toggle buttons. The grid shows the page the list's own
 * search, filters, sort and paging produced; in grid view the table is hidden by CSS (media-grid.css).
 */
export function MediaLibrary({ initialView }: { initialView: MediaView }) {
  const { i18n } = useTranslation();
  const { config } = useConfig();
  const { data } = useListQuery();
  const { setPreference } = usePreferences();
  const [view, setView] = useState<MediaView>(initialView);
  const texts = mediaTexts(i18n.language);
  const docs = (data?.docs ?? []) as MediaDoc[];

  const choose = (next: MediaView) => {
    setView(next);
    void setPreference(MEDIA_VIEW_PREFERENCE, next);
  };

  return (
    <div className={`media-library media-library--${view}`} data-view={view}>
      <div className="media-library__switch" role="group" aria-label={texts.view}>
        {(['table', 'grid'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="media-library__switch-button"
            aria-pressed={view === option}
            onClick={() => choose(option)}
          >
            {texts[option]}
          </button>
        ))}
      </div>
      {view === 'grid' && docs.length > 0 ? (
        <ul className="media-grid" data-testid="media-grid">
          {docs.map((doc) => {
            const href = formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/media/${encodeURIComponent(String(doc.id))}` });
            const preview = previewOf(doc);
            const alt = doc.alt?.trim();
            const size = formatFileSize(doc.filesize, i18n.language);
            return (
              <li key={doc.id} className="media-grid__item">
                <Link href={href} prefetch={false} className="media-grid__card">
                  <span className="media-grid__thumb">
                    {/* The card's text names the picture: the image itself is decoration here. Payload's own
                        thumbnails are plain images too (next/image would resize pictures sharp already sized). */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    {preview ? <img src={preview} alt="" loading="lazy" width={400} height={300} /> : null}
                  </span>
                  <span className={`media-grid__alt${alt ? '' : ' media-grid__alt--empty'}`}>{alt || texts.noAlt}</span>
                  <span className="media-grid__meta">
                    <span className="media-grid__filename">
                      <span className="admin-visually-hidden">{texts.fileName}: </span>
                      {doc.filename}
                    </span>
                    {size ? (
                      <span className="media-grid__size">
                        <span className="admin-visually-hidden">{texts.size}: </span>
                        {size}
                      </span>
                    ) : null}
                  </span>
                  <span className="media-grid__status">
                    <TranslationStatusCell {...({ cellData: doc[TRANSLATION_STATUS_FIELD] ?? [] } as DefaultCellComponentProps)} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
