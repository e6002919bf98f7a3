#!/usr/bin/env node
// npm run bench -- abuse: fires the adversarial bodies and abuse loops of issue #13 (items 1, 3
// and 5; item 3 as issue #38 reshaped the limits) at a freshly started store with its default
// limits, and prints each answer and its time; and times forgot-password for registered against
// unknown addresses (issue #38, 2).
// The store trusts the loopback proxy here so the loops can speak from chosen client IPs
// (X-Forwarded-For); in production TRUST_PROXY is off unless a load balancer is configured.
import { randomUUID } from 'node:crypto';
import { ADMIN, startStore } from './lib/store-server.mjs';

const rows = [];
const attackerIp = '203.0.113.66';

async function send(store, method, pathname, { body, token, ip = attackerIp, cookie } = {}) {
  const started = performance.now();
  const response = await fetch(`${store.url}${pathname}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    ms,
    retryAfter: response.headers.get('retry-after'),
    message: json?.message ?? '',
    setCookie: response.headers.get('set-cookie'),
  };
}

const row = (attack, answer, ms) => rows.push({ attack, answer, ms: ms.toFixed(1) });

/** Repeats a request until the first refusal; reports how many passed and the refusal. */
async function loop(store, label, times, request) {
  const started = performance.now();
  const statuses = [];
  let refusal;
  for (let i = 0; i < times; i += 1) {
    const res = await request(i);
    statuses.push(res.status);
    if (res.status === 429 && !refusal) refusal = res;
  }
  const passed = statuses.findIndex((status) => status === 429);
  const counts = Object.entries(statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}x${status}`)
    .join(' ');
  const first =
    passed === -1
      ? 'never refused'
      : `429 from request ${passed + 1}, Retry-After ${refusal.retryAfter} s: ${refusal.message}`;
  row(`${label} (${times} requests)`, `${counts}; ${first}`, performance.now() - started);
}

const store = await startStore('abuse', { TRUST_PROXY: 'loopback' });
try {
  const adminToken = (
    await (
      await fetch(`${store.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      })
    ).json()
  ).token;
  const createProduct = async (units) => {
    const productRes = await fetch(`${store.url}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        name: `Abuse Bench Tee ${units}`,
        description: 'Target of the abuse bench',
        category: 'topwear',
        brand: 'ThreadFit',
        material: 'Cotton',
        hsnCode: '6109',
        sizes: ['M'],
        price: 499,
        colorVariants: [
          {
            colorName: 'Black',
            colorCode: '#000000',
            images: [{ url: '/demo/black.svg', altText: 'Black' }],
            isDefault: true,
            stock: { M: units },
          },
        ],
      }),
    });
    return (await productRes.json()).product;
  };
  const product = await createProduct(100_000);
  const line = (quantity) => ({
    product: product._id,
    quantity,
    size: 'M',
    colorVariantId: product.colorVariants[0]._id,
  });
  const address = {
    name: 'Mallory',
    phone: '9123456789',
    street: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
  };

  // Item 1: the backtracking e-mail (30,000 dots) and a 900 kB one, on every endpoint that reads an e-mail.
  const dots = `a@${'.'.repeat(30_000)}@`;
  const targets = [
    ['login', '/api/auth/login', { email: dots, password: 'whatever1' }],
    ['register', '/api/auth/register', { name: 'Mallory', email: dots, phone: '9123456789', password: 'whatever1' }],
    ['forgot-password', '/api/auth/forgot-password', { email: dots }],
    ['send-registration-email-verification', '/api/auth/send-registration-email-verification', { email: dots }],
    ['notify-me', `/api/products/${product._id}/notify`, { email: dots }],
  ];
  for (const [name, pathname, body] of targets) {
    const res = await send(store, 'POST', pathname, {
      body,
      ip: `198.51.100.${10 + targets.findIndex((t) => t[0] === name)}`,
    });
    row(`1. "a@" + 30,000 dots + "@" -> ${name}`, `${res.status} ${res.message}`, res.ms);
  }
  const huge = await send(store, 'POST', '/api/auth/login', {
    body: { email: `${'a'.repeat(900_000)}@x.in`, password: 'whatever1' },
    ip: '198.51.100.20',
  });
  row('1. 900 kB e-mail -> login', `${huge.status} ${huge.message}`, huge.ms);
  const page = await send(store, 'GET', '/api/products?page=1e300', { ip: '198.51.100.21' });
  row('bad input: GET /products?page=1e300', `${page.status} ${page.message}`, page.ms);
  const nul = await send(store, 'GET', `/api/products/${'%00'.repeat(20)}`, { ip: '198.51.100.21' });
  row('bad input: GET /products/<20 NULs>', `${nul.status} ${nul.message}`, nul.ms);

  // Issue #38 (2): forgot-password must not answer a registered address slower than an unknown
  // one. One fresh account per pair (the per-address limit is 3 an hour), pairs interleaved, each
  // request from its own IP, after one warm-up pair. BENCH_TIMING_PAIRS (20) sets how many.
  const pairs = Number(process.env.BENCH_TIMING_PAIRS ?? 20);
  const ipOf = (block, i) => `198.${block}.${Math.floor(i / 200)}.${(i % 200) + 1}`;
  const registered = [];
  for (let i = 0; i <= pairs; i += 1) {
    const email = `timing${i}-${randomUUID()}@example.in`;
    const res = await send(store, 'POST', '/api/auth/register', {
      body: { name: 'Timing Bench', email, phone: `8${String(200000000 + i)}`, password: 'whatever1' },
      ip: ipOf(19, i),
    });
    if (res.status !== 201) throw new Error(`registering ${email}: ${res.status} ${res.message}`);
    registered.push(email);
  }
  const timings = { registered: [], unknown: [] };
  for (let i = 0; i <= pairs; i += 1) {
    const forgot = (email, ip) => send(store, 'POST', '/api/auth/forgot-password', { body: { email }, ip });
    const nobody = `nobody${i}-${randomUUID()}@example.in`;
    // Each goes first in every other pair, so the work a request leaves behind (its job) weighs on both alike.
    const inTurn = async (first, second) => [await first(), await second()];
    const knownRequest = () => forgot(registered[i], ipOf(20, i));
    const unknownRequest = () => forgot(nobody, ipOf(21, i));
    const [known, unknown] =
      i % 2 === 0 ? await inTurn(knownRequest, unknownRequest) : (await inTurn(unknownRequest, knownRequest)).reverse();
    if (known.status !== 200 || unknown.status !== 200)
      throw new Error(`forgot-password answered ${known.status} / ${unknown.status}`);
    if (i === 0) continue; // warm-up
    timings.registered.push(known.ms);
    timings.unknown.push(unknown.ms);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const slower = timings.registered.filter((ms, i) => ms > timings.unknown[i]).length;
  row(
    `2. forgot-password, registered vs unknown address (${pairs} interleaved pairs)`,
    `median ${median(timings.registered).toFixed(1)} vs ${median(timings.unknown).toFixed(1)} ms; registered slower in ${slower} of ${pairs}`,
    timings.registered.reduce((a, b) => a + b, 0) + timings.unknown.reduce((a, b) => a + b, 0),
  );

  // Item 3: stock held by guest orders, and the other public writes. Issue #38: one carrier
  // address is hundreds of shoppers, so what one party may hold unpaid is capped per contact and
  // per browser, and orders per IP only at a flood backstop.
  const guestOrder = (
    i,
    { email = `m${i}-${randomUUID()}@example.in`, phone = `9${String(200000000 + i)}`, quantity = 1, ip, cookie } = {},
  ) =>
    send(store, 'POST', '/api/orders/guest', {
      body: {
        customerName: 'Mallory',
        customerPhone: phone,
        customerEmail: email,
        orderItems: [line(quantity)],
        shippingAddress: { ...address, phone },
      },
      ip,
      cookie,
    });
  const bigLine = await send(store, 'POST', '/api/orders/guest', {
    body: { customerName: 'Mallory', customerPhone: '9123456789', orderItems: [line(100)], shippingAddress: address },
    ip: '198.51.100.30',
  });
  row('3. guest order, 100 units of one size', `${bigLine.status} ${bigLine.message}`, bigLine.ms);
  await loop(store, '3. guest orders from one carrier IP, a new shopper (e-mail, phone, browser) each', 40, (i) =>
    guestOrder(i, { ip: '100.64.0.1' }),
  );
  await loop(store, '3. guest orders with one e-mail, new IP, phone and browser each', 6, (i) =>
    guestOrder(100 + i, { email: 'same@example.in', ip: `198.18.1.${i + 1}` }),
  );
  await loop(store, '3. guest orders with one phone, new IP, e-mail and browser each', 6, (i) =>
    guestOrder(200 + i, { phone: '9123456789', ip: `198.18.2.${i + 1}` }),
  );
  const browser = (await guestOrder(300, { ip: '198.18.3.1' })).setCookie?.split(';')[0];
  await loop(store, '3. guest orders from one browser (device cookie), new e-mail, phone and IP each', 6, (i) =>
    guestOrder(301 + i, { ip: `198.18.3.${i + 2}`, cookie: browser }),
  );
  const few = await createProduct(8);
  const share = await send(store, 'POST', '/api/orders/guest', {
    body: {
      customerName: 'Mallory',
      customerPhone: '9123456700',
      orderItems: [{ product: few._id, quantity: 3, size: 'M', colorVariantId: few.colorVariants[0]._id }],
      shippingAddress: address,
    },
    ip: '198.18.4.1',
  });
  row('3. guest order, 3 of the last 8 units of one size', `${share.status} ${share.message}`, share.ms);
  await loop(store, '3. register from one IP', 105, (i) =>
    send(store, 'POST', '/api/auth/register', {
      body: {
        name: 'Mallory',
        email: `r${i}-${randomUUID()}@example.in`,
        phone: `9${String(100000000 + i)}`,
        password: 'whatever1',
      },
      ip: '198.51.100.40',
    }),
  );
  await loop(store, '3. notify-me from one IP', 205, () =>
    send(store, 'POST', `/api/products/${product._id}/notify`, {
      body: { email: `n-${randomUUID()}@example.in` },
      ip: '198.51.100.41',
    }),
  );
  await loop(store, '3. forgot-password from one IP', 105, () =>
    send(store, 'POST', '/api/auth/forgot-password', {
      body: { email: `f-${randomUUID()}@example.in` },
      ip: '198.51.100.42',
    }),
  );

  // Item 5: guessing the admin's password, then the admin signing in.
  await loop(store, '5. wrong passwords for one account from one IP', 15, () =>
    send(store, 'POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: 'guess-guess' },
      ip: '198.51.100.50',
    }),
  );
  const sameIp = await send(store, 'POST', '/api/auth/login', {
    body: { email: ADMIN.email, password: ADMIN.password },
    ip: '198.51.100.50',
  });
  row("5. right password from the guesser's IP", `${sameIp.status} ${sameIp.message}`, sameIp.ms);
  const otherIp = await send(store, 'POST', '/api/auth/login', {
    body: { email: ADMIN.email, password: ADMIN.password },
    ip: '198.51.100.51',
  });
  row('5. right password from the owner’s IP', `${otherIp.status} ${otherIp.message}`, otherIp.ms);
  await loop(store, '5. wrong passwords over many accounts from one IP', 305, (i) =>
    send(store, 'POST', '/api/auth/login', {
      body: { email: `nobody${i}@example.in`, password: 'guess-guess' },
      ip: '198.51.100.52',
    }),
  );
  await loop(store, '5. right password, same account and IP, 30 times', 30, () =>
    send(store, 'POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
      ip: '198.51.100.53',
    }),
  );

  console.log('\n| attack | answer | ms |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.attack} | ${r.answer} | ${r.ms} |`);
} finally {
  await store.stop();
}
