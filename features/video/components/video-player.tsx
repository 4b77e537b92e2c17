'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { videoSource } from '../video-source';

/**
 * The player inside the video modal. A file plays in <video controls> (the preview as its poster); a provider's link in
 * an iframe titled by the video. It is mounted only when the visitor has pressed play: until then nothing is
 * requested from the provider. A file that fails to load says so and offers the file itself.
 */
export function VideoPlayer({ url, title, poster }: { url: string; title: string; poster?: string | null }) {
  const t = useTranslations('video');
  const [failed, setFailed] = useState(false);
  const source = videoSource(url);

  if (!source) return <p role="alert">{t('noPlayer')}</p>;
  if (source.kind === 'embed') {
    return (
      <div className="video-player">
        <iframe
          className="video-player__frame"
          src={source.src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-frame"
        />
      </div>
    );
  }
  return (
    <div className="video-player">
      {failed ? (
        <p role="alert" className="video-player__error">
          {t('unavailable')}{' '}
          <a href={source.src} download>
            {t('download')}
          </a>
        </p>
      ) : (
        <video className="video-player__video" src={source.src} poster={poster ?? undefined} controls preload="metadata" onError={() => setFailed(true)} data-testid="video-file">
          <a href={source.src} download>
            {t('download')}
          </a>
        </video>
      )}
    </div>
  );
}
