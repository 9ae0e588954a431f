import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// An organiser's payment secrets at rest (docs/decisions/027): AES-256-GCM under the server's payments key, kept
// outside the database (PAYMENTS_KEY, or a key file beside it), so a copy of the database alone opens nothing.

const VERSION = 'v1';

/** The payments key: 32 bytes. */
export type PaymentsKey = Uint8Array;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url: a fresh IV every time, so equal secrets do not look alike. */
export function sealSecret(key: PaymentsKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
}

/** The secret sealed by `sealSecret`; throws when the key is another or the text was changed. */
export function openSecret(key: PaymentsKey, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('openSecret: not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
