import { SERVER_STATE_ELEMENT_ID } from '../shared/api/server-state';

/** JSON that is safe inside a <script> element: no "<" to end it early, no line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The RTK Query cache as a JSON data block (not run as script, so the page's CSP needs no exception). */
export const serialisedState = (apiState: unknown): string =>
  `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson({ api: apiState })}</script>`;
