import { describe, expect, it } from 'vitest';
import {
  androidIntentUrl,
  buildAssetLinks,
  isAndroidUserAgent,
  normalizeCertFingerprint,
  playStoreUrl,
} from '../src/android-app/android-app.ts';
import { siteInputSchema } from '../src/plataforma/sites-schemas.ts';

const KEYTOOL = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';

describe('the Android app of a site', () => {
  it("takes a certificate's fingerprint as keytool or apksigner prints it", () => {
    expect(normalizeCertFingerprint(` ${KEYTOOL.toLowerCase()} `)).toBe(KEYTOOL);
    expect(normalizeCertFingerprint(KEYTOOL.replaceAll(':', '').toLowerCase())).toBe(KEYTOOL);
    expect(normalizeCertFingerprint('14:6d')).toBe('14:6D');
  });

  it('has asset links only with a package and a fingerprint', () => {
    expect(buildAssetLinks(null, [KEYTOOL])).toBeNull();
    expect(buildAssetLinks('com.x.app', [])).toBeNull();
    expect(buildAssetLinks('com.x.app', [KEYTOOL])).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'com.x.app', sha256_cert_fingerprints: [KEYTOOL] },
      },
    ]);
  });

  it('opens the current screen in the app, falling back to the store listing', () => {
    expect(playStoreUrl('com.x.app')).toBe('https://play.google.com/store/apps/details?id=com.x.app');
    expect(androidIntentUrl('tandil.com.ar', '/#/home/la-farola', 'com.x.app')).toBe(
      'intent://tandil.com.ar/#/home/la-farola#Intent;scheme=https;package=com.x.app;' +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.x.app;end',
    );
    expect(androidIntentUrl('tandil.com.ar', '', 'com.x.app')).toMatch(/^intent:\/\/tandil\.com\.ar\/#Intent;/);
  });

  it('tells Android browsers from the rest', () => {
    expect(isAndroidUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140 Mobile')).toBe(
      true,
    );
    expect(isAndroidUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      false,
    );
    expect(isAndroidUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140')).toBe(false);
  });

  it("checks a site's package and fingerprints, and keeps them when an update does not send them", () => {
    const base = { dominioUrl: 'x.com', nombre: 'X', tipo: 'comercio', comercioId: 1 };
    const kept = siteInputSchema.parse(base);
    expect(kept.androidPackage).toBeUndefined();
    expect(kept.androidCertFingerprints).toBeUndefined();
    expect(
      siteInputSchema.parse({ ...base, androidPackage: ' com.x.app ', androidCertFingerprints: ['ab'.repeat(32)] }),
    ).toMatchObject({ androidPackage: 'com.x.app', androidCertFingerprints: [Array(32).fill('AB').join(':')] });
    expect(siteInputSchema.parse({ ...base, androidPackage: '' }).androidPackage).toBeNull();
    for (const androidPackage of ['app', '1com.x', 'com..x', 'com.x-y.app', 'com.x.']) {
      const result = siteInputSchema.safeParse({ ...base, androidPackage });
      expect(result.error?.issues[0]?.message, androidPackage).toMatch(/El paquete de la app Android no es válido/);
    }
    expect(
      siteInputSchema.safeParse({ ...base, androidPackage: 'com.x.app', androidCertFingerprints: [KEYTOOL, KEYTOOL] })
        .error?.issues[0]?.message,
    ).toBe('Una huella SHA-256 está repetida');
    expect(
      siteInputSchema.safeParse({ ...base, androidPackage: null, androidCertFingerprints: [KEYTOOL] }).error?.issues[0]
        ?.message,
    ).toBe('Ingresá el paquete de la app Android de esas huellas SHA-256');
  });
});
