import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenShown } from '../../src/ui/first-screen-shown.ts';
import { firstLogoUrl, HOME_LOGO_SIZE } from '@vidriera/domain/comercios';
import { BusinessLogo, logoCandidates } from '../../src/ui/business-logo.tsx';
import { useTestRoot } from '../helpers/test-root.tsx';

describe('BusinessLogo', () => {
  const root = useTestRoot();

  it("asks for a thumbnail only once the visit's first screen is shown, keeping its place until then", async () => {
    await root.render(
      <>
        <BusinessLogo carpeta="la-farola" size={100} displaySize={40} alt="La Farola" thumbnail />
        <BusinessLogo carpeta="la-farola" size={170} displaySize={120} alt="Logo de La Farola" eager />
      </>,
    );
    // The screen's own logo is asked for at once; the thumbnail is an empty box of its size.
    const before = [...root.container.querySelectorAll('img')];
    expect(before.map((img) => img.getAttribute('alt'))).toEqual(['Logo de La Farola']);
    const box = root.container.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect([box.style.width, box.style.height]).toEqual(['40px', '40px']);

    await act(async () => markFirstScreenShown());
    const thumbnail = root.container.querySelector('img[alt="La Farola"]');
    expect(thumbnail?.getAttribute('src')).toBe('/img/la-farola/logo_100_z.webp');
    expect(thumbnail?.getAttribute('fetchpriority')).toBe('low');
    expect(root.container.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it("asks first for the variant the page's script preloads for a business home (firstLogoUrl)", () => {
    const uploaded = '/img/la-farola/logos/0123abcd/logo_512_z.webp';
    for (const logoUrl of [null, uploaded]) {
      expect(logoCandidates('la-farola', HOME_LOGO_SIZE, logoUrl)[0]).toBe(
        firstLogoUrl('la-farola', HOME_LOGO_SIZE, logoUrl),
      );
    }
  });
});
