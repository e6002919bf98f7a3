import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { serverStateReceived } from './server-state';

/**
 * The one RTK Query API of the app; each feature injects its endpoints into it. Identical
 * in-flight GETs are shared by RTK Query; no cache-busting parameter is added.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'Reviews',
    'MyReview',
    'Me',
    'Orders',
    'Order',
    'Offer',
    'HeroImages',
    'Banners',
    'CatalogueImports',
    'Carriers',
    'SizeCharts',
    'CustomerPhotos',
    'ModeratedReviews',
    'Discounts',
  ],
  endpoints: () => ({}),
  // The answers a server-side render fetched (see server-state.ts).
  // `never`: the payload is this slice's own state as the server's store held it.
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateReceived.match(action) ? (action.payload[reducerPath] as never) : undefined,
});
