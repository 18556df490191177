/**
 * Course videos (cursos) hosted on YouTube or Vimeo: the merchant pastes whatever link the site gave them (a
 * watch page, a short link, a share link, an embed code's address) and the app plays it in an iframe, which
 * needs the provider's embed address. Any other address is refused: an iframe of an arbitrary page is not a video.
 */

export type VideoProveedor = 'youtube' | 'vimeo';

export interface VideoEmbed {
  proveedor: VideoProveedor;
  videoId: string;
  /** The address to put in an iframe's src. */
  embedUrl: string;
}

export const MSG_VIDEO_URL_INVALIDA = 'El enlace debe ser un video de YouTube o Vimeo';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

/** A start time as YouTube writes it ('90', '90s', '1m30s', '1h2m3s') in seconds; null when it is none of those. */
export function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10) || null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds || null;
}

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 2_000) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

function toYoutube(url: URL, host: string): VideoEmbed | null {
  const id = youtubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStartSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    proveedor: 'youtube',
    videoId: id,
    embedUrl: `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

function toVimeo(url: URL, host: string): VideoEmbed | null {
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/{id}; vimeo.com/{id}[/{hash}], /channels/{name}/{id}, /groups/{name}/videos/{id}.
  const index = segments.findIndex((s) => VIMEO_ID.test(s));
  if (index < 0) return null;
  const id = segments[index] as string;
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && VIMEO_HASH.test(next) ? next : null);
  return {
    proveedor: 'vimeo',
    videoId: id,
    embedUrl: `https://player.vimeo.com/video/${id}${hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : ''}`,
  };
}

/** The embeddable form of a YouTube or Vimeo link, or null when the link is not a video of either. */
export function toVideoEmbed(link: string): VideoEmbed | null {
  const url = parseUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return toYoutube(url, host) ?? toVimeo(url, host);
}
