import { describe, expect, it } from 'vitest';
import { splitTextIntoLinks, toSafeHref } from '../src/common/linkify.ts';

const joined = (text: string) =>
  splitTextIntoLinks(text)
    .map((p) => p.text)
    .join('');

describe('splitTextIntoLinks', () => {
  it('keeps text without URLs as one text part', () => {
    expect(splitTextIntoLinks('Asado y provoleta')).toEqual([{ kind: 'text', text: 'Asado y provoleta' }]);
    expect(splitTextIntoLinks('')).toEqual([]);
  });

  it('turns http and https URLs into links and leaves sentence punctuation out', () => {
    expect(splitTextIntoLinks('Mirá https://lafarola.example.com.ar/promos. ¡Te esperamos!')).toEqual([
      { kind: 'text', text: 'Mirá ' },
      { kind: 'link', text: 'https://lafarola.example.com.ar/promos', href: 'https://lafarola.example.com.ar/promos' },
      { kind: 'text', text: '. ¡Te esperamos!' },
    ]);
    expect(splitTextIntoLinks('web: http://a.com.ar, instagram')[1]).toEqual({
      kind: 'link',
      text: 'http://a.com.ar',
      href: 'http://a.com.ar',
    });
  });

  it('links www. addresses over https', () => {
    expect(splitTextIntoLinks('en www.heladosdelsol.com.ar!')).toEqual([
      { kind: 'text', text: 'en ' },
      { kind: 'link', text: 'www.heladosdelsol.com.ar', href: 'https://www.heladosdelsol.com.ar' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps a closing parenthesis only when the URL opened one', () => {
    const inParens = splitTextIntoLinks('(ver https://x.com.ar/menu)');
    expect(inParens[1]).toMatchObject({ kind: 'link', text: 'https://x.com.ar/menu' });
    expect(inParens[2]).toEqual({ kind: 'text', text: ')' });
    const wiki = splitTextIntoLinks('https://es.wikipedia.org/wiki/Tandil_(Buenos_Aires)');
    expect(wiki).toHaveLength(1);
    expect(wiki[0]).toMatchObject({ text: 'https://es.wikipedia.org/wiki/Tandil_(Buenos_Aires)' });
  });

  it('finds several URLs and keeps line breaks in the text parts', () => {
    const parts = splitTextIntoLinks('Carta: https://a.com.ar\nReservas: https://b.com.ar/r?x=1&y=2');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'https://a.com.ar',
      'https://b.com.ar/r?x=1&y=2',
    ]);
    expect(parts[2]).toEqual({ kind: 'text', text: '\nReservas: ' });
  });

  it('never links other schemes or markup, and loses no text', () => {
    const samples = [
      'javascript:alert(1) y data:text/html,<b>x</b>',
      'mail: pedidos@www.lafarola.com.ar',
      '<a href="https://evil.com">click</a>',
      'https://',
      'ftp://files.example.com',
    ];
    for (const text of samples) expect(joined(text)).toBe(text);
    expect(splitTextIntoLinks(samples[0]!)).toEqual([{ kind: 'text', text: samples[0] }]);
    expect(splitTextIntoLinks(samples[1]!)).toEqual([{ kind: 'text', text: samples[1] }]);
    expect(splitTextIntoLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
    const markup = splitTextIntoLinks(samples[2]!).filter((p) => p.kind === 'link');
    expect(markup).toEqual([{ kind: 'link', text: 'https://evil.com', href: 'https://evil.com' }]);
  });
});

describe('toSafeHref', () => {
  it('accepts http, https and bare hosts', () => {
    expect(toSafeHref('https://instagram.com/lafarola')).toBe('https://instagram.com/lafarola');
    expect(toSafeHref(' http://a.com.ar ')).toBe('http://a.com.ar');
    expect(toSafeHref('lafarola.com.ar/promos')).toBe('https://lafarola.com.ar/promos');
    expect(toSafeHref('www.x.com')).toBe('https://www.x.com');
    expect(toSafeHref('//cdn.x.com/a')).toBe('https://cdn.x.com/a');
  });

  it('rejects other schemes and non-addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'mailto:a@b.com',
      '',
      'hola',
      'https://',
      'a b.com',
    ]) {
      expect(toSafeHref(bad)).toBeNull();
    }
  });
});
