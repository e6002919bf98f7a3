import { scriptSafeJson } from '../features/seo';
import { SERVER_STATE_ELEMENT_ID } from '../shared/api/server-state';

/** The RTK Query cache as a JSON data block (not run as script, so the page's CSP needs no exception). */
export const serialisedState = (apiState: unknown): string =>
  `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson({ api: apiState })}</script>`;
