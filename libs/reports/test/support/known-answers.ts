// The answers the built-in reports give over KNOWN_LOG (./known-log), shared by the tests that run them.

/** What salesByDay reports over KNOWN_LOG, by the India day: the log's days with sales or refunds. */
export const KNOWN_SALES_BY_DAY = [
  {
    day: '2026-11-01',
    paid_orders: 1,
    units: 3,
    items: 1999.5,
    shipping: 0,
    revenue: 1999.5,
    cancelled_later: 1,
    refunded: 0,
    net: 1999.5,
  },
  {
    day: '2026-11-02',
    paid_orders: 2,
    units: 3,
    items: 2300,
    shipping: 50,
    revenue: 2350,
    cancelled_later: 0,
    refunded: 1999.5,
    net: 350.5,
  },
  {
    day: '2026-11-03',
    paid_orders: 0,
    units: 0,
    items: 0,
    shipping: 0,
    revenue: 0,
    cancelled_later: 0,
    refunded: 1000.5,
    net: -1000.5,
  },
];
