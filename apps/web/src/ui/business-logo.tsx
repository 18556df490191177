import { useState } from 'react';
import { LOGO_SIZES_DESC, type LogoSize, logoFileName, logoFolder } from '@vidriera/domain/comercios';
import { useFirstScreenShown } from './first-screen-shown.ts';

/** Spec: an image error falls back through smaller logo variants, up to 4 fallbacks. */
export const MAX_LOGO_FALLBACKS = 4;

/**
 * Logo sources to try in order: the requested variant in webp, then smaller ones, then png and jpg; from the
 * uploaded logo's folder when the business has one (logoUrl), else from the business's folder.
 */
export function logoCandidates(carpeta: string, size: LogoSize, logoUrl?: string | null): string[] {
  const folder = logoFolder(carpeta, logoUrl);
  const smaller = LOGO_SIZES_DESC.filter((s) => s <= size);
  const list = [
    ...smaller.map((s) => `${folder}/${logoFileName(s, 'webp')}`),
    `${folder}/${logoFileName(size, 'png')}`,
    `${folder}/${logoFileName(size, 'jpg')}`,
  ];
  return list.slice(0, MAX_LOGO_FALLBACKS + 1);
}

export function BusinessLogo({
  carpeta,
  size,
  displaySize,
  alt,
  eager = false,
  thumbnail = false,
  logoUrl,
}: {
  carpeta: string;
  size: LogoSize;
  displaySize: number;
  alt: string;
  eager?: boolean;
  /**
   * A thumbnail beside the business's name (in a list, or atop a screen of that business): it must not take the
   * connection from the screen's data, scripts and lead picture, so it is asked for once the visit's first screen
   * is shown (its place stays empty until then), and at the browser's lowest priority even on screen.
   */
  thumbnail?: boolean;
  /** The business's uploaded logo (Comercio.logoUrl), when it has one. */
  logoUrl?: string | null;
}) {
  const candidates = logoCandidates(carpeta, size, logoUrl);
  const [index, setIndex] = useState(0);
  const isFirstScreenShown = useFirstScreenShown();
  if (thumbnail && !isFirstScreenShown) {
    return (
      <span
        style={{ display: 'inline-block', width: displaySize, height: displaySize, flexShrink: 0 }}
        aria-hidden="true"
      />
    );
  }
  if (index >= candidates.length) {
    return <span className="logo-placeholder" style={{ width: displaySize, height: displaySize }} aria-hidden="true" />;
  }
  return (
    <img
      src={candidates[index]}
      alt={alt}
      width={displaySize}
      height={displaySize}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={thumbnail ? 'low' : undefined}
      decoding="async"
      style={{ borderRadius: 12, objectFit: 'cover', flexShrink: 0 }}
      onError={() => setIndex((i) => i + 1)}
    />
  );
}
