import { describe, expect, it } from 'vitest';
import * as route from '@/app/(payload)/api/cms/[...slug]/route';
import * as videoList from '@/app/api/v1/video-gallery/route';
import { getList } from './helpers';

type Caption = { language: { value: string; label: string }; file: { url: string | null; mimeType?: string } | null };
type Video = { slug: string; videoUrl: string; captions: Caption[] };
type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/** GETs an uploaded file through Payload's file route (/api/cms/<collection>/file/<name>), as the browser would. */
async function fetchFile(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const parsed = new URL(url, 'http://localhost:3104');
  expect(parsed.pathname, url).toMatch(/^\/api\/cms\/documents\/file\//);
  const slug = parsed.pathname.replace(/^\/api\/cms\//, '').split('/').map(decodeURIComponent);
  const response = await (route.GET as RestHandler)(new Request(parsed), { params: Promise.resolve({ slug }) });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the video gallery’s seeded videos and captions (WCAG 1.2.2)', () => {
  it('links every video to an MP4 file that the portal serves, small enough to stream at once', async () => {
    const { items } = await getList(videoList.GET, 'video-gallery?limit=100', { language: 'en' });
    const videos = items as unknown as Video[];
    expect(videos.length).toBeGreaterThanOrEqual(6);
    for (const video of videos) {
      expect(video.videoUrl, video.slug).toMatch(/^\/api\/cms\/documents\/file\/[a-z0-9-]+\.mp4$/);
      const file = await fetchFile(video.videoUrl);
      expect(file.status, video.videoUrl).toBe(200);
      expect(file.type).toMatch(/^video\/mp4/);
      // An ISO media file: its first box is `ftyp`.
      expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(file.bytes.length).toBeGreaterThan(10_000);
      expect(file.bytes.length).toBeLessThan(1_000_000);
    }
  });

  it('gives every video WebVTT captions in ru, en, tr and zh that the portal serves', async () => {
    const { items } = await getList(videoList.GET, 'video-gallery?limit=100', { language: 'tr' });
    for (const video of items as unknown as Video[]) {
      expect(video.captions.map((c) => c.language.value), video.slug).toEqual(['ru', 'en', 'tr', 'zh']);
      for (const { language, file } of video.captions) {
        expect(file?.url, `${video.slug} ${language.value}`).toMatch(/^\/api\/cms\/documents\/file\/[\w.-]+\.vtt$/);
        const served = await fetchFile(file!.url!);
        expect(served.status, file!.url!).toBe(200);
        expect(served.type).toMatch(/^text\/vtt/);
        const text = served.bytes.toString('utf8');
        expect(text.startsWith('WEBVTT\n')).toBe(true);
        expect(text).toMatch(/^00:00:00\.000 --> 00:00:04\.000$/m);
        // The text is in its language: Cyrillic for ru, Han characters for zh.
        if (language.value === 'ru') expect(text).toMatch(/[а-яё]/i);
        if (language.value === 'zh') expect(text).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
