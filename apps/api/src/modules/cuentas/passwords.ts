import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default costs: ~50 ms per hash here. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

/** False for a wrong secret and for a malformed hash alike. */
export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown user, account without
 * password), so response times do not tell which user names exist.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hash('vidriera-dummy-password');
  await verifySecret(await dummyHash, secret);
  return false;
}
