import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with the subject (`user:<id>`, `order:<id>`, `guest:<hash>`) as associated data, so
 * a blob only opens with its own subject's key. Format: `v2.<iv>.<tag>.<ciphertext>` in base64url.
 * `v1` blobs are the identity module's first format: its associated data was the bare user id.
 */
export function seal(key: Buffer, subject: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v2', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

const associatedData = (version: string, subject: string) =>
  version === 'v1' ? subject.replace(/^user:/, '') : subject;

/** Throws when the blob is malformed or the key is not the one it was sealed with. */
export function open<T>(key: Buffer, subject: string, sealed: string): T {
  const [version, iv, tag, data] = sealed.split('.');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || data === undefined)
    throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData(version, subject)));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

export const newKey = (): Buffer => randomBytes(32);

/** A sealed blob (never an e-mail address or other plain text: it has no '@' and starts with its format). */
export const isSealedValue = (value: string) => /^v[12]\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value);
