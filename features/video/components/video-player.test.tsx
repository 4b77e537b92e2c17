import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import type { VideoCaption } from '../types';
import { VideoPlayer } from './video-player';

const FILE = '/api/cms/documents/file/oez-krasnoyarskaya-tehnologicheskaya-dolina';
const LANGUAGES = [
  ['ru', 'Русский'],
  ['en', 'English'],
  ['tr', 'Türkçe'],
  ['zh', '中文'],
] as const;
// As GET /video-gallery answers them: the select as { value, label } and the upload as { url, … }.
const captions: VideoCaption[] = LANGUAGES.map(([value, label]) => ({ language: { value, label }, file: { url: `${FILE}.${value}.vtt` } }));

function renderPlayer(locale: 'en' | 'tr', messages: typeof en, url = `${FILE}.mp4`, list: VideoCaption[] | undefined = captions) {
  const { noPlayer, unavailable, download } = messages.video;
  return render(<VideoPlayer url={url} title="Technology Valley SEZ" captions={list} texts={{ noPlayer, unavailable, download }} locale={locale} />);
}

const tracksOf = (video: HTMLElement) =>
  [...video.querySelectorAll('track')].map((track) => ({
    kind: track.getAttribute('kind'),
    srclang: track.getAttribute('srclang'),
    label: track.getAttribute('label'),
    src: track.getAttribute('src'),
    default: track.hasAttribute('default'),
  }));

describe('VideoPlayer', () => {
  it('plays a file in <video controls> with a captions track per language, labelled by its own name, the page’s on', () => {
    renderPlayer('tr', tr);
    const video = screen.getByTestId('video-file');
    expect(video).toHaveAttribute('controls');
    const source = video.querySelector('source');
    expect(source).toHaveAttribute('src', `${FILE}.mp4`);
    expect(source).toHaveAttribute('type', 'video/mp4');
    expect(tracksOf(video)).toEqual(
      LANGUAGES.map(([srclang, label]) => ({ kind: 'captions', srclang, label, src: `${FILE}.${srclang}.vtt`, default: srclang === 'tr' })),
    );
  });

  it('turns on the English captions on an English page, and only them', () => {
    renderPlayer('en', en);
    const defaults = [...screen.getByTestId('video-file').querySelectorAll('track[default]')];
    expect(defaults.map((track) => track.getAttribute('srclang'))).toEqual(['en']);
  });

  it('skips a caption row without a file and a second row of a language', () => {
    renderPlayer('en', en, `${FILE}.mp4`, [captions[1]!, { language: { value: 'ru', label: 'Русский' }, file: null }, { ...captions[1]!, file: { url: '/other.vtt' } }]);
    expect(tracksOf(screen.getByTestId('video-file')).map((track) => track.src)).toEqual([`${FILE}.en.vtt`]);
  });

  it('offers the file for download when it cannot play', () => {
    renderPlayer('en', en);
    fireEvent.error(screen.getByTestId('video-file').querySelector('source')!);
    expect(screen.getByRole('alert')).toHaveTextContent(en.video.unavailable);
    expect(screen.getByRole('link', { name: en.video.download })).toHaveAttribute('href', `${FILE}.mp4`);
  });

  it('renders no tracks for a provider’s embed, whose captions are the provider’s', () => {
    renderPlayer('en', en, 'https://rutube.ru/video/abc123/');
    expect(screen.getByTestId('video-frame')).toBeInTheDocument();
    expect(document.querySelector('track')).toBeNull();
  });
});
