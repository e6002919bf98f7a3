import { createAction } from '@reduxjs/toolkit';

/**
 * The RTK Query cache a server-side render filled, handed to the browser's store before it
 * hydrates the page, so the screens render from the same answers instead of fetching them again.
 */
export const serverStateReceived = createAction<Record<string, unknown>>('ssr/serverStateReceived');

/** The name of the global the server writes that state into (a JSON script, read once). */
export const SERVER_STATE_ELEMENT_ID = 'threadfit-state';
