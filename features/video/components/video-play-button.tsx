import { ModalButton } from '@/components/modal/modal-button';
import type { GalleryVideo } from '../types';
import { VideoPlayer, type VideoPlayerTexts } from './video-player';

export type VideoPlayButtonTexts = { play: string; watch: string; player: VideoPlayerTexts };

/**
 * «Watch» on a video's card: opens the video-player modal (components/modal: focus trapped inside, Escape closes it,
 * focus returns to this button). The player is mounted only while the modal is open. Its texts come translated from
 * the gallery (`play` already names the video), so the card needs no translations in the browser.
 */
export function VideoPlayButton({
  video,
  texts,
  locale,
}: {
  video: Pick<GalleryVideo, 'title' | 'videoUrl' | 'description' | 'preview' | 'captions'>;
  texts: VideoPlayButtonTexts;
  locale: string;
}) {
  const poster = video.preview?.sizes?.hero?.url ?? video.preview?.url;
  return (
    <ModalButton
      label={
        <>
          <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {texts.watch}
        </>
      }
      ariaLabel={texts.play}
      title={video.title}
      buttonClassName="button video-card__play"
      modalTestId="video-modal"
      modalClassName="video-modal"
    >
      <VideoPlayer url={video.videoUrl} title={video.title} poster={poster} captions={video.captions} texts={texts.player} locale={locale} />
      {video.description ? <p className="video-modal__description">{video.description}</p> : null}
    </ModalButton>
  );
}
