#!/usr/bin/env node
// Checkout benchmark: orders placed and paid per second, end to end over HTTP against the built
// store (a child process on a scratch database). One checkout = POST /orders/guest, POST
// /payments/create-order-guest, the checkout's signature (computed as Razorpay's checkout
// would), POST /payments/verify-guest.
//
//   spread    32 concurrent shoppers buying 1 unit of a random one of 20 products, BENCH_SECONDS
//   contested 32 shoppers racing for one product's last 50 units until it is sold out; prints the
//             oversell count (must be 0) and the units left (must be 0)
//
// Env: BENCH_SECONDS (default 15), BENCH_SHOPPERS (default 32), BENCH_CPU_PROF=1 (profile the
// store with --cpu-prof and print the top self-time functions).
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTopSelfTime } from './lib/cpu-profile.mjs';
import { cpuByParty, cpuPer } from './lib/process-cpu.mjs';
import { ADMIN, api, percentile, settled, startStore } from './lib/store-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 32);
const profileDir =
  process.env.BENCH_CPU_PROF === '1' ? mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-profile-')) : undefined;
const address = {
  name: 'Bench Shopper',
  phone: '9876543210',
  street: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};

async function createProduct(store, token, name, stock) {
  const res = await api(store.url, 'POST', '/api/products', {
    token,
    body: {
      name,
      description: 'Benchmark product for checkout load',
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
          stock: { M: stock },
        },
      ],
    },
  });
  if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  return res.body.product;
}

/** Where a checkout's time goes: summed over every checkout, and each call's time (for its tail). */
const stepMs = { order: 0, payment: 0, verify: 0 };
const stepLatencies = { order: [], payment: [], verify: [] };
const timed = async (step, work) => {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - t0;
    stepMs[step] += ms;
    stepLatencies[step].push(ms);
  }
};

/** One guest checkout; returns 'paid', 'sold-out' or throws. */
async function checkout(store, product) {
  const placed = await timed('order', () => placeGuestOrder(store, product));
  if (placed.status === 409) return 'sold-out';
  if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order._id;
  const orderToken = placed.body.order.accessToken; // a guest order's proof, issued when it is placed
  const started = await timed('payment', () =>
    api(store.url, 'POST', '/api/payments/create-order-guest', {
      body: { amount: placed.body.order.totalPrice, orderId, currency: 'INR', orderToken },
    }),
  );
  if (started.status !== 200) throw new Error(`create-order failed: ${JSON.stringify(started.body)}`);
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  const signature = createHmac('sha256', store.env.RAZORPAY_KEY_SECRET)
    .update(`${started.body.orderId}|${paymentId}`)
    .digest('hex');
  const verified = await timed('verify', () =>
    api(store.url, 'POST', '/api/payments/verify-guest', {
      body: {
        razorpay_order_id: started.body.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
        orderId,
        orderToken,
      },
    }),
  );
  if (verified.status !== 200 || !verified.body.order.isPaid)
    throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return 'paid';
}

function placeGuestOrder(store, product) {
  return api(store.url, 'POST', '/api/orders/guest', {
    body: {
      orderItems: [{ product: product._id, quantity: 1, size: 'M', colorVariantId: product.colorVariants[0]._id }],
      shippingAddress: address,
      customerName: 'Bench Shopper',
      customerPhone: '9876543210',
    },
  });
}

async function spread(store, products) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        try {
          await checkout(store, products[Math.floor(Math.random() * products.length)]);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.error(String(error.message).slice(0, 300));
        }
      }
    }),
  );
  const elapsed = Date.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    paid: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/**
 * After the spread: how long until every projection and reactor has applied the whole log, and
 * which ones were last (the read models and side effects a shopper waits for after paying).
 */
async function settleAfterSpread(store) {
  const started = Date.now();
  const { token } = (await api(store.url, 'POST', '/api/auth/login', { body: ADMIN })).body;
  const caughtUpAt = new Map();
  for (;;) {
    const { projections } = (await api(store.url, 'GET', '/api/health', { token })).body.checks.projections;
    for (const p of projections)
      if (p.lagEvents === 0 && !caughtUpAt.has(p.name)) caughtUpAt.set(p.name, Date.now() - started);
    if (projections.every((p) => p.lagEvents === 0) || Date.now() - started > 300_000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const slowest = [...caughtUpAt].sort((x, y) => y[1] - x[1]).slice(0, 3);
  return { ms: Date.now() - started, slowest };
}

async function contested(store, product) {
  let paid = 0;
  let refused = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      for (;;) {
        try {
          const outcome = await checkout(store, product);
          if (outcome === 'sold-out') {
            refused += 1;
            return;
          }
          paid += 1;
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.error(String(error.message).slice(0, 300));
          if (errors > 100) return;
        }
      }
    }),
  );
  const lag = await settled(store.url);
  const left = (await api(store.url, 'GET', `/api/products/${product._id}`)).body.product.colorVariants[0].stock.M ?? 0;
  return { paid, refused, errors, oversold: Math.max(0, paid - 50), left, lag };
}

// Every bench shopper orders from this machine's one address with one contact, and buys out a
// product of 50 units: lift the limits on orders per IP, unpaid orders per contact and browser,
// and the share of a size a guest may hold unpaid (npm run bench -- abuse measures those limits).
const limitsLifted = {
  RATE_LIMIT_ORDERS_IP: '1000000/1h',
  UNPAID_ORDERS_PER_CONTACT: '1000000',
  UNPAID_ORDERS_PER_DEVICE: '1000000',
  UNPAID_STOCK_SHARE_PERCENT: '100',
};
const store = await startStore('checkout', limitsLifted, {
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const login = await api(store.url, 'POST', '/api/auth/login', {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  const token = login.body.token;
  const products = [];
  for (let i = 1; i <= 20; i += 1) products.push(await createProduct(store, token, `Bench Tee ${i}`, 100_000));
  const last50 = await createProduct(store, token, 'Bench Last Fifty', 50);
  // Warm-up: connections, JIT, prepared plans.
  for (let i = 0; i < 20; i += 1) await checkout(store, products[i % products.length]);

  for (const step of Object.keys(stepMs)) {
    stepMs[step] = 0;
    stepLatencies[step] = [];
  }
  const cpuBefore = cpuByParty(store.pid);
  const a = await spread(store, products);
  const cpu = cpuPer(cpuBefore, cpuByParty(store.pid), a.paid);
  const checkouts = Math.max(1, a.paid + a.errors);
  const spreadStepMs = { ...stepMs };
  const spreadStepTails = Object.fromEntries(
    Object.entries(stepLatencies).map(([step, latencies]) => {
      const sorted = [...latencies].sort((x, y) => x - y);
      return [step, { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  );
  const settle = await settleAfterSpread(store);
  const b = await contested(store, last50);
  const fmt = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(
    `\ncheckout benchmark (${SHOPPERS} concurrent shoppers, ${SECONDS} s, create order + create payment + verify over HTTP)\n`,
  );
  console.log(
    `spread over 20 products : ${fmt(a.perSecond, 1)} orders/s paid   p50 ${fmt(a.p50)} ms   p99 ${fmt(a.p99)} ms   (${a.paid} orders, ${a.errors} errors)`,
  );
  console.log(
    `CPU per paid order      : store ${fmt(cpu.store, 2)} ms, PostgreSQL ${fmt(cpu.postgres, 2)} ms, Redis ${fmt(cpu.redis, 2)} ms, this client ${fmt(cpu.client, 2)} ms (machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)})`,
  );
  // What this machine could pay at most with every core busy on these parties and nothing else:
  // past it, no change to the store's concurrency helps, only less CPU per order.
  const cpuPerOrder = cpu.store + cpu.postgres + cpu.redis + cpu.client;
  console.log(
    `machine's ceiling       : ${fmt((os.cpus().length * 1000) / cpuPerOrder, 0)} orders/s with every core busy (${fmt(cpuPerOrder, 2)} ms of CPU per paid order); the spread used ${fmt((a.perSecond * cpuPerOrder) / (os.cpus().length * 10), 0)}% of the cores, the store process alone at most ${fmt(1000 / cpu.store, 0)} orders/s on one core`,
  );
  console.log(
    `settled after the spread : ${fmt(settle.ms)} ms until every projection and reactor caught up (last: ${settle.slowest.map(([name, ms]) => `${name} ${fmt(ms)} ms`).join(', ')})`,
  );
  Object.assign(stepMs, spreadStepMs);
  const total = stepMs.order + stepMs.payment + stepMs.verify;
  const perCheckout = (step) => fmt(stepMs[step] / checkouts, 1);
  console.log(
    `time per step           : order ${perCheckout('order')} ms (${fmt((stepMs.order / total) * 100)}%), create payment ${perCheckout('payment')} ms (${fmt((stepMs.payment / total) * 100)}%), verify ${perCheckout('verify')} ms (${fmt((stepMs.verify / total) * 100)}%) per spread checkout`,
  );
  const tail = (step) => `${fmt(spreadStepTails[step].p50)}/${fmt(spreadStepTails[step].p99)}`;
  console.log(
    `p50/p99 per step (ms)   : order ${tail('order')}, create payment ${tail('payment')}, verify ${tail('verify')}`,
  );
  console.log(
    `last 50 units, 1 product: ${b.paid} paid, ${b.refused} refused as sold out, ${b.errors} errors, units left ${b.left} (read models caught up ${fmt(b.lag)} ms after the last checkout)`,
  );
  console.log(
    `oversell count          : ${b.oversold}${b.oversold === 0 && b.left === 0 && b.paid === 50 ? '   OK' : '   FAILED'}`,
  );
  if (b.oversold !== 0 || b.left !== 0) process.exitCode = 1;
} finally {
  await store.stop();
}
if (profileDir) for (const file of readdirSync(profileDir)) printTopSelfTime(path.join(profileDir, file), 30);
