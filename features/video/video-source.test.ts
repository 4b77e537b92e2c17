import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('plays the portal’s own files and https video files in <video>', () => {
    expect(videoSource('/api/cms/media/file/forum.mp4')).toEqual({ kind: 'file', src: '/api/cms/media/file/forum.mp4' });
    expect(videoSource('/video/krasnoyarskiy-kray')).toEqual({ kind: 'file', src: '/video/krasnoyarskiy-kray' });
    expect(videoSource('https://cdn.example.ru/clips/sez.webm')).toEqual({ kind: 'file', src: 'https://cdn.example.ru/clips/sez.webm' });
  });

  it('turns YouTube page, short and embed links into no-cookie embeds', () => {
    const embed = { kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('turns Rutube and VK Video links into their embeds', () => {
    expect(videoSource('https://rutube.ru/video/0a1b2c3d4e5f/')).toEqual({ kind: 'embed', provider: 'rutube', src: 'https://rutube.ru/play/embed/0a1b2c3d4e5f' });
    expect(videoSource('https://vk.com/video-12345_456239017')).toEqual({ kind: 'embed', provider: 'vk', src: 'https://vk.com/video_ext.php?oid=-12345&id=456239017' });
    expect(videoSource('https://vkvideo.ru/video-12345_456239017')?.src).toBe('https://vk.com/video_ext.php?oid=-12345&id=456239017');
    expect(videoSource('https://vk.com/video_ext.php?oid=-1&id=2&hash=abc')?.src).toBe('https://vk.com/video_ext.php?oid=-1&id=2&hash=abc');
  });

  it('takes another https link as an embeddable page', () => {
    expect(videoSource('https://player.example.ru/embed/42')).toEqual({ kind: 'embed', provider: 'other', src: 'https://player.example.ru/embed/42' });
  });

  it('refuses what cannot be played safely', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('http://example.ru/video.mp4')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('//evil.example/x.mp4')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=')).toBeNull();
    expect(videoSource('https://rutube.ru/channel/123/')).toBeNull();
  });
});
