'use client';

import { useState } from 'react';
import { LOCALE_NAMES } from '@/components/layout/locale-names';
import type { VideoCaption } from '../types';
import { videoFileType, videoSource } from '../video-source';

/** The caption tracks to render: one per language with a file, in the editor's order, labelled by the language's own name. */
function tracksOf(captions: VideoCaption[] | undefined) {
  const seen = new Set<string>();
  return (captions ?? []).flatMap(({ language, file }) => {
    const srclang = language?.value;
    if (!srclang || !file?.url || seen.has(srclang)) return [];
    seen.add(srclang);
    return [{ srclang, src: file.url, label: LOCALE_NAMES[srclang as keyof typeof LOCALE_NAMES] ?? language.label }];
  });
}

/** The player's texts, translated on the server (video-gallery.tsx). */
export type VideoPlayerTexts = { noPlayer: string; unavailable: string; download: string };

/**
 * The player inside the video modal. A file plays in <video controls> (the preview as its poster) with a captions
 * track per language uploaded for it, the page's language on by default (WCAG 1.2.2); a provider's link plays in an
 * iframe titled by the video (its captions are the provider's). It is mounted only when the visitor has pressed play:
 * until then nothing is requested from the provider. A file that fails to load says so and offers the file itself.
 */
export function VideoPlayer({
  url,
  title,
  poster,
  captions,
  texts,
  locale,
}: {
  url: string;
  title: string;
  poster?: string | null;
  captions?: VideoCaption[];
  texts: VideoPlayerTexts;
  locale: string;
}) {
  const [failed, setFailed] = useState(false);
  const source = videoSource(url);

  if (!source) return <p role="alert">{texts.noPlayer}</p>;
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
          {texts.unavailable}{' '}
          <a href={source.src} download>
            {texts.download}
          </a>
        </p>
      ) : (
        <video className="video-player__video" poster={poster ?? undefined} controls preload="metadata" onError={() => setFailed(true)} data-testid="video-file">
          {/* A <video> with a <source> reports a failed load on the source, not on itself. */}
          <source src={source.src} type={videoFileType(source.src)} onError={() => setFailed(true)} />
          {tracksOf(captions).map(({ srclang, src, label }) => (
            <track key={srclang} kind="captions" srcLang={srclang} label={label} src={src} default={srclang === locale} />
          ))}
          <a href={source.src} download>
            {texts.download}
          </a>
        </video>
      )}
    </div>
  );
}
