import { useState } from 'react';

type LogoSize = 50 | 100 | 170 | 512;
const SIZES_DESC: LogoSize[] = [512, 170, 100, 50];
/** Spec: an image error falls back through smaller logo variants, up to 4 fallbacks. */
export const MAX_LOGO_FALLBACKS = 4;

/** Logo sources to try in order: the requested variant in webp, then smaller ones, then png and jpg. */
export function logoCandidates(carpeta: string, size: LogoSize): string[] {
  const smaller = SIZES_DESC.filter((s) => s <= size);
  const list = [
    ...smaller.map((s) => `/img/${carpeta}/logo_${s}_z.webp`),
    `/img/${carpeta}/logo_${size}_z.png`,
    `/img/${carpeta}/logo_${size}_z.jpg`,
  ];
  return list.slice(0, MAX_LOGO_FALLBACKS + 1);
}

export function BusinessLogo({
  carpeta,
  size,
  displaySize,
  alt,
  eager = false,
}: {
  carpeta: string;
  size: LogoSize;
  displaySize: number;
  alt: string;
  eager?: boolean;
}) {
  const candidates = logoCandidates(carpeta, size);
  const [index, setIndex] = useState(0);
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
      decoding="async"
      style={{ borderRadius: 12, objectFit: 'cover', flexShrink: 0 }}
      onError={() => setIndex((i) => i + 1)}
    />
  );
}
