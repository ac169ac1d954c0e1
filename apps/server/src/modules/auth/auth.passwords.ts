import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2) with the library's defaults (19 MiB, 2 passes): about 50 ms here. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail) it still verifies against a dummy hash, so
 * the answer takes as long as for a real account and timing does not tell which e-mails exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A random opaque token (256 bits, URL-safe) for sessions and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored for a session or reset token: its SHA-256, so a database leak hands out no live token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
