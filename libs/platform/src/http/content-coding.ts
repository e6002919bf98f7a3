/** The content codings the API sends, best first when a client accepts several equally. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const COMPRESSED: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for this Accept-Encoding header (RFC 9110 12.5.3): the compressed coding
 * with the highest q-value above 0 (br on a tie; `*` stands for any coding not named; `x-gzip` is
 * gzip), unless `identity` is named with a higher q-value. No header, or nothing acceptable,
 * answers identity: a client that refuses even identity still gets the plain bytes rather than a 406.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const weights = codingWeights(acceptEncoding);
  const any = weights.get('*');
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of COMPRESSED) {
    const weight = weights.get(coding) ?? any ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestWeight ? 'identity' : best;
}

/** Each coding named in the header with its q-value (1 when none is given; an unreadable one counts as 0). */
function codingWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : qValue(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  return weights;
}

const qValue = (text: string): number => (/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : 0);

/** A Vary header value with `field` added once (case-insensitive), keeping what is there (CORS's Origin). */
export function withVary(current: unknown, field: string): string {
  const text = Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '';
  const fields = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase()))
    return fields.join(', ');
  return [...fields, field].join(', ');
}
