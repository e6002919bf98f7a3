import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

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
  ],
  endpoints: () => ({}),
});
