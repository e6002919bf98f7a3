// The storefront pages the browser benches measure, on a store started with DEMO_CATALOGUE=on:
// home, the listing of the first demo product's category and that product's page.
import { api } from './store-server.mjs';

/** The demo catalogue is seeded at start-up; its products show once the read model has them. */
export async function demoProducts(storeUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const listing = await api(storeUrl, 'GET', '/api/products?limit=100');
    const products = listing.body?.products ?? [];
    if (products.length > 0) return products;
    if (Date.now() > deadline)
      throw new Error(`no demo product to measure: ${JSON.stringify(listing.body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** [{ key, label, path }] for home, a listing and a product page. */
export async function storefrontPages(storeUrl) {
  const [product] = await demoProducts(storeUrl);
  const id = product._id ?? product.id;
  return [
    { key: 'home', label: '/', path: '/' },
    {
      key: 'listing',
      label: `/products?category=${product.category}`,
      path: `/products?category=${encodeURIComponent(product.category)}`,
    },
    { key: 'product', label: '/products/{id}', path: `/products/${id}` },
  ];
}
