import { getLocale, getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { CardList } from '@/components/content/card-list';
import { Picture } from '@/components/content/picture';
import type { GalleryVideo } from '../types';
import { VideoPlayButton } from './video-play-button';
import './video.css';
import { langOf } from '@/lib/api/untranslated';

/** The video gallery: each video's preview, duration, title, date and description, with «Watch» opening the player. */
export async function VideoGallery({ videos }: { videos: GalleryVideo[] }) {
  const [t, format, locale] = await Promise.all([getTranslations('video'), getFormat(), getLocale()]);
  const player = { noPlayer: t('noPlayer'), unavailable: t('unavailable'), download: t('download') };
  return (
    <CardList count={videos.length} empty={t('empty')} testId="video-list">
      {videos.map((video) => (
        <li key={video.id} className="content-card video-card" data-testid="video-card">
          <div className="video-card__media">
            <Picture image={video.preview} size="card" className="content-card__image" />
            {video.duration ? (
              <span className="video-card__duration">
                <span className="visually-hidden">{t('duration')}: </span>
                {video.duration}
              </span>
            ) : null}
          </div>
          <div className="content-card__body">
            <time className="content-card__kicker" dateTime={video.publishedAt}>
              {format.date(video.publishedAt)}
            </time>
            <h2 className="content-card__title" {...langOf(video, 'title')}>
              {video.title}
            </h2>
            {/* One language per card (components/content/card-list.tsx): the description only in the title's. */}
            {video.description && langOf(video, 'description').lang === langOf(video, 'title').lang ? (
              <p className="content-card__text" {...langOf(video, 'description')}>
                {video.description}
              </p>
            ) : null}
            <div className="video-card__actions">
              <VideoPlayButton video={video} texts={{ play: t('play', { title: video.title }), watch: t('watch'), player }} locale={locale} />
            </div>
          </div>
        </li>
      ))}
    </CardList>
  );
}
