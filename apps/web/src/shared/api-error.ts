import type { FieldError } from '@store/contracts';

/** A server message from an RTK Query error ({ status, data: { message } }), if there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** The server's message when present, otherwise the spec's fallback (section 8). */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Field errors from an error body { errors: [{ param, msg }] }, keyed by the field's last name part. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = error && typeof error === 'object' ? (error as { data?: { errors?: unknown } }).data : undefined;
  const list = data && Array.isArray(data.errors) ? (data.errors as FieldError[]) : [];
  const result: Record<string, string> = {};
  for (const item of list) {
    if (!item || typeof item.param !== 'string' || typeof item.msg !== 'string') continue;
    const field = item.param.split('.').pop() ?? item.param;
    result[field] ??= item.msg;
  }
  return result;
}

/** An HTTP status of an RTK Query error, if any. */
export function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}
