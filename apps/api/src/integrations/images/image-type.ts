/** The raster formats the back office accepts, told apart by their first bytes (never by name or header). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image format of a file's content, or null when it is none of the accepted ones. */
export function detectImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  return null;
}
