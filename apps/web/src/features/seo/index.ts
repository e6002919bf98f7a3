/** The <head> of the storefront's public pages: built from the page's data, written by the server, kept by the browser. */
export type { JsonLd, PageHead } from './page-head';
export { HOME_TITLE, SITE_NAME } from './page-head';
export { productHead } from './product-head';
export { listingHead } from './listing-head';
export { homeHead, notFoundHead, policyHead } from './site-heads';
export { headTagsHtml, scriptSafeJson } from './head-html';
export { applyHeadToDocument } from './apply-head';
