'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import type { GalleryVideo } from '../types';
import { VideoPlayer } from './video-player';

/**
 * «Watch» on a video's card: opens the video-player modal (components/modal: focus trapped inside, Escape closes it,
 * focus returns to this button). The player is mounted only while the modal is open.
 */
export function VideoPlayButton({ video }: { video: Pick<GalleryVideo, 'title' | 'videoUrl' | 'description' | 'preview' | 'captions'> }) {
  const t = useTranslations('video');
  const [open, setOpen] = useState(false);
  const poster = video.preview?.sizes?.hero?.url ?? video.preview?.url;
  return (
    <>
      <button type="button" className="button video-card__play" aria-label={t('play', { title: video.title })} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {t('watch')}
      </button>
      {open ? (
        <Modal title={video.title} onClose={() => setOpen(false)} testId="video-modal" className="video-modal">
          <VideoPlayer url={video.videoUrl} title={video.title} poster={poster} captions={video.captions} />
          {video.description ? <p className="video-modal__description">{video.description}</p> : null}
        </Modal>
      ) : null}
    </>
  );
}
