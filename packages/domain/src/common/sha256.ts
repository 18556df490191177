import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104). The draw's winners are a function of these hashes, and anyone
 * must be able to recompute them: the server, the web app (in a browser, where WebCrypto is asynchronous and
 * missing outside secure contexts) and a test. So the domain uses @noble/hashes (audited, synchronous, the same
 * code in Node and the browser) instead of node:crypto or crypto.subtle.
 */

/** The SHA-256 digest (32 bytes) of the bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}

/** HMAC-SHA256 of the message under the key (32 bytes). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** The text's UTF-8 bytes. */
export const utf8 = (text: string): Uint8Array => utf8ToBytes(text);

/** Lower-case hexadecimal of the bytes. */
export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** SHA-256 of the text's UTF-8 bytes, in hexadecimal. */
export const sha256Hex = (text: string): string => toHex(sha256(utf8(text)));
