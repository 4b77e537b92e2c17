/**
 * What the video player does with an editor's `videoUrl` (the collection's «embeddable link»):
 * - a file — root-relative (an upload served by this portal) or an https URL ending in a video format — plays in
 *   <video controls>;
 * - a provider's page or embed link becomes that provider's embed URL in an iframe (YouTube through its no-cookie
 *   domain, Rutube, VK Video); any other https link is taken as an embeddable page, as the field asks;
 * - anything else (http, javascript:, garbage) is null: the portal shows no player.
 */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string; provider: 'youtube' | 'rutube' | 'vk' | 'other' };

const FILE_EXTENSION = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const KNOWN_PROVIDER = /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com|rutube\.ru|vk\.com|vk\.ru|vkvideo\.ru)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'live' ? (second ?? null) : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function rutubeEmbed(url: URL): string | null {
  if (url.hostname.replace(/^www\./, '') !== 'rutube.ru') return null;
  const match = /^\/(?:video|play\/embed)\/([\w-]+)/.exec(url.pathname);
  return match ? `https://rutube.ru/play/embed/${match[1]}` : null;
}

function vkEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host !== 'vk.com' && host !== 'vkvideo.ru' && host !== 'vk.ru') return null;
  if (url.pathname === '/video_ext.php') return `https://vk.com/video_ext.php${url.search}`;
  const match = /video(-?\d+)_(\d+)/.exec(`${url.pathname}${url.search}`);
  return match ? `https://vk.com/video_ext.php?oid=${match[1]}&id=${match[2]}` : null;
}

export function videoSource(raw: string | null | undefined): VideoSource | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'file', src: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const rutube = rutubeEmbed(url);
  if (rutube) return { kind: 'embed', provider: 'rutube', src: rutube };
  const vk = vkEmbed(url);
  if (vk) return { kind: 'embed', provider: 'vk', src: vk };
  if (FILE_EXTENSION.test(url.pathname)) return { kind: 'file', src: url.href };
  // A known provider's link we cannot turn into its embed (a channel, a search) would only show a refusal in the frame.
  if (KNOWN_PROVIDER.test(url.hostname)) return null;
  return { kind: 'embed', provider: 'other', src: url.href };
}

const FILE_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', ogg: 'video/ogg', mov: 'video/quicktime' };

/** A video file's MIME type from its extension, for <source type> (undefined: the browser sniffs it). */
export function videoFileType(src: string): string | undefined {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(src)?.[1]?.toLowerCase();
  return extension ? FILE_TYPES[extension] : undefined;
}
