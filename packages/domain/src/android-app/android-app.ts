// A site's Android app (its Capacitor shell, apps/android): the package name the web's banner offers, and the
// Digital Asset Links statement that lets the app open the site's links (Android App Links).

/** An Android application id: two or more Java identifiers separated by dots (com.example.app). */
export const ANDROID_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const MAX_ANDROID_PACKAGE_LENGTH = 150;

/** A SHA-256 certificate fingerprint as keytool prints it: 32 upper-case hex pairs joined by colons. */
export const CERT_FINGERPRINT_PATTERN = /^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$/;
/** The upload key and Play's app signing key, and room for a rotation. */
export const MAX_ANDROID_CERT_FINGERPRINTS = 5;

/**
 * A fingerprint as App Links want it (keytool's form): apksigner prints it as 64 lower-case hex digits without
 * colons, keytool with them; both are accepted. Anything else is returned trimmed and upper-cased (and refused).
 */
export function normalizeCertFingerprint(value: string): string {
  const upper = value.replace(/\s+/g, '').toUpperCase();
  if (/^[0-9A-F]{64}$/.test(upper)) return upper.match(/../g)?.join(':') ?? upper;
  return upper;
}

/** One statement of /.well-known/assetlinks.json: the app may handle every URL of the site. */
export interface AssetLinkStatement {
  relation: ['delegate_permission/common.handle_all_urls'];
  target: { namespace: 'android_app'; package_name: string; sha256_cert_fingerprints: string[] };
}

/** The site's Digital Asset Links, or null when the site has no app (no package or no signing certificate). */
export function buildAssetLinks(
  androidPackage: string | null,
  fingerprints: readonly string[],
): AssetLinkStatement[] | null {
  if (!androidPackage || fingerprints.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: androidPackage, sha256_cert_fingerprints: [...fingerprints] },
    },
  ];
}

/** The app's store listing. */
export const playStoreUrl = (androidPackage: string) =>
  `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidPackage)}`;

/**
 * A link that opens this page in the site's app (Chrome's intent: URL): the app gets https://{host}{path} as an App
 * Link would give it, and a browser without the app goes to the store listing instead. `path` is everything after
 * the host (path, query and the hash route, e.g. `/#/home/la-farola`): Android reads the intent's own part from the
 * last `#`, so the route's `#` stays part of the URL.
 */
export function androidIntentUrl(host: string, path: string, androidPackage: string): string {
  const fallback = encodeURIComponent(playStoreUrl(androidPackage));
  const target = path.startsWith('/') ? path : `/${path}`;
  return `intent://${host}${target}#Intent;scheme=https;package=${androidPackage};S.browser_fallback_url=${fallback};end`;
}

/** Whether a browser runs on Android (its user agent says so): the only place the app's banner shows. */
export const isAndroidUserAgent = (userAgent: string) => /\bAndroid\b/i.test(userAgent);
