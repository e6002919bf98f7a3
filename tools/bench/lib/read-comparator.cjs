// The comparator of `npm run bench -- reads`, run as its own process: a bare Fastify server that
// answers the store's public reads by running the same SQL (the store's own query classes, with
// no cache in front of them) on the same read-model tables, and sends the same bytes. Also
// /memory, the offers/current body held in memory, for the cached-GET comparison, and /idle,
// which answers once no read is running (the reads of a slice's last requests go on after the
// measuring client has gone: the next slice, the store's, must not run beside them).
//
//   node read-comparator.cjs <port> <databaseUrl> <poolSize>   prints "ready" once listening
require('reflect-metadata');
const fastify = require('fastify')();
const { createDatabase } = require('@store/platform');
const { ProductsQuery } = require('@store/catalogue');
const { kolkataToday } = require('@store/catalogue/dist/queries/product-view');
const { MarketingQueries } = require('@store/marketing/dist/queries/marketing.queries');

const [port, databaseUrl, poolSize] = process.argv.slice(2);
const db = createDatabase(databaseUrl, { maxConnections: Number(poolSize), applicationName: 'bench-comparator' });
const products = new ProductsQuery(db, { DATABASE_URL: databaseUrl });
const marketing = new MarketingQueries(db, { now: () => new Date() });
const json = (reply, body) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
let memory = '';
let running = 0;
const counted = (handler) => async (request, reply) => {
  running += 1;
  try {
    return await handler(request, reply);
  } finally {
    running -= 1;
  }
};

fastify.get(
  '/api/products',
  counted(async (request, reply) => {
    const { page, limit, search, category, sort } = request.query;
    const filter = {
      page: Number(page ?? 1),
      limit: Number(limit ?? 24),
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      ...(sort ? { sort } : {}),
    };
    // uncachedPage() is the listing's one statement, with none of the store's caches.
    return json(reply, { success: true, ...(await products.uncachedPage(filter, kolkataToday())) });
  }),
);
fastify.get(
  '/api/products/:id',
  counted(async (request, reply) =>
    json(reply, { success: true, product: await products.uncachedById(request.params.id, kolkataToday()) }),
  ),
);
fastify.get(
  '/api/offers/current',
  counted(async (request, reply) => json(reply, { success: true, offer: await marketing.currentOffer() })),
);
fastify.get(
  '/api/hero-images/active',
  counted(async (request, reply) => json(reply, { success: true, heroImages: await marketing.heroImages(true) })),
);
fastify.get(
  '/api/collection-banners',
  counted(async (request, reply) => json(reply, { success: true, banners: await marketing.banners(true) })),
);
fastify.put('/memory', async (request) => {
  memory = JSON.stringify(request.body);
  return { ok: true };
});
fastify.get('/memory', async (request, reply) => reply.type('application/json; charset=utf-8').send(memory));

fastify.get('/idle', async () => {
  while (running > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return { idle: true };
});

fastify.listen({ port: Number(port), host: '127.0.0.1' }).then(() => console.log('ready'));
