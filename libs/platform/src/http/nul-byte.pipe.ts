import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { validationFailed } from './validation';

const NUL = '\u0000';
/** Deeper or larger inputs than any request of this API are not walked (the DTOs refuse them). */
const MAX_DEPTH = 20;

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return path ? `${path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a body or query holding a NUL character with a 400: PostgreSQL stores no NUL in text or
 * jsonb, so such a value would otherwise fail deep inside a write or a search (500).
 */
@Injectable()
export class NulBytePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const found = nulPath(value, metadata.type === 'query' && metadata.data ? metadata.data : '', 0);
    if (found !== null)
      throw validationFailed([{ param: found || metadata.type, msg: 'Text must not contain NUL characters' }]);
    return value;
  }
}
