import type { StoreState } from '../shared/store/hooks';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The <head> tags of a server-rendered page (placeholder until the SEO builders land). */
export function pageHead(_routeId: string, _state: StoreState, _url: URL, _publicUrl: string): string {
  return `<title>${escapeHtml('ThreadFit | Gym wear and fashion')}</title>`;
}
