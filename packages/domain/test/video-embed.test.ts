import { describe, expect, it } from 'vitest';
import { parseStartSeconds, toVideoEmbed } from '../src/cursos/video-embed.ts';

describe('toVideoEmbed: YouTube', () => {
  const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abcdef',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
    '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
  ])('turns %s into the embed address', (link) => {
    expect(toVideoEmbed(link)).toEqual({ proveedor: 'youtube', videoId: 'dQw4w9WgXcQ', embedUrl: embed });
  });

  it('keeps the start time as seconds', () => {
    expect(toVideoEmbed('https://youtu.be/dQw4w9WgXcQ?t=90')?.embedUrl).toBe(`${embed}?start=90`);
    expect(toVideoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')?.embedUrl).toBe(`${embed}?start=90`);
  });

  it('refuses YouTube pages that are not one video, and malformed ids', () => {
    expect(toVideoEmbed('https://www.youtube.com/')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/@canal')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>')).toBeNull();
    expect(toVideoEmbed('https://youtu.be/')).toBeNull();
  });
});

describe('toVideoEmbed: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/cocina/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5'],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5'],
  ])('turns %s into %s', (link, embedUrl) => {
    expect(toVideoEmbed(link)).toEqual({ proveedor: 'vimeo', videoId: '76979871', embedUrl });
  });

  it('refuses Vimeo pages without a video id', () => {
    expect(toVideoEmbed('https://vimeo.com/')).toBeNull();
    expect(toVideoEmbed('https://vimeo.com/channels/staffpicks')).toBeNull();
  });
});

describe('toVideoEmbed: anything else', () => {
  it.each([
    '',
    '   ',
    'no es un enlace',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.instagram.com/p/abc/',
  ])('refuses %j', (link) => {
    expect(toVideoEmbed(link)).toBeNull();
  });
});

describe('parseStartSeconds', () => {
  it('reads seconds, minutes and hours as YouTube writes them', () => {
    expect(parseStartSeconds('45')).toBe(45);
    expect(parseStartSeconds('45s')).toBe(45);
    expect(parseStartSeconds('2m')).toBe(120);
    expect(parseStartSeconds('1h2m3s')).toBe(3723);
  });

  it('ignores what is not a time, and zero', () => {
    expect(parseStartSeconds(null)).toBeNull();
    expect(parseStartSeconds('')).toBeNull();
    expect(parseStartSeconds('0')).toBeNull();
    expect(parseStartSeconds('abc')).toBeNull();
    expect(parseStartSeconds('h')).toBeNull();
  });
});
