import type { EventStore } from '@store/eventstore';
import { EVENT_STORE } from '@store/platform';
import {
  call,
  capturedWebhook,
  createProduct,
  eventually,
  lineOf,
  payOrder,
  placeOrder,
  sendWebhook,
  shopper,
  startShop,
  stockBecomes,
  verify,
  type Shop,
} from '../support/shop';

/** Issue #13 item 8: a payment that arrives after an admin cancelled the order. */
describe('a payment arriving after an admin cancelled the order', () => {
  let shop: Shop;
  let asha: { token: string };

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  const inventoryTypes = async (productId: string) =>
    (await shop.app.get<EventStore>(EVENT_STORE).readStream(`catalogue-inventory-${productId}`)).map(
      (event) => event.type,
    );

  it('does not bring it back: recorded as paid with a refund due, and its stock is never reserved again, even briefly', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 3)]);
    const orderId = body.order._id as string;
    const { verification } = await payOrder(shop, orderId, asha.token);
    const cancelled = await call(shop.app, 'PUT', `/api/orders/${orderId}/status`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', isPaid: false, refundDue: false });
    await stockBecomes(shop, product._id, 'M', 3);
    const stockMovesBefore = await inventoryTypes(product._id);

    const res = await verify(shop, asha.token, verification);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      isPaid: true,
      paymentStatus: 'completed',
      refundDue: true,
      expired: false,
    });
    // The webhook of the same payment changes nothing more.
    await sendWebhook(shop, capturedWebhook(verification.razorpay_order_id, verification.razorpay_payment_id), {
      eventId: `evt_${orderId}`,
    });
    const history = await eventually('the order history', async () => {
      const lines = (await call(shop.app, 'GET', `/api/orders/${orderId}/history`, { token: shop.admin })).body
        .history as Array<{ type: string; summary: string }>;
      return lines.some((line) => line.type === 'OrderPaidUnfulfillable') ? lines : null;
    });
    expect(history.filter((line) => line.type === 'OrderPaidUnfulfillable')).toHaveLength(1);
    expect(history.filter((line) => line.type === 'OrderPaid')).toHaveLength(0);
    expect(history.find((line) => line.type === 'OrderPaidUnfulfillable')!.summary).toMatch(
      /after the order was cancelled: refund due/,
    );

    const refunds = await call(shop.app, 'GET', `/api/orders/${orderId}/refunds`, { token: shop.admin });
    expect(refunds.body).toMatchObject({
      paid: body.order.totalPrice,
      refundable: body.order.totalPrice,
      canRefund: true,
    });
    // A reservation by the late payment would happen inside the payment's own request, before its answer.
    const moves = await inventoryTypes(product._id);
    expect(moves.slice(0, stockMovesBefore.length)).toEqual(stockMovesBefore);
    expect(moves.filter((type) => type === 'StockReserved')).toHaveLength(1);
    // Nothing reserved or sold after the cancel (a release settled by the stock job may land late).
    expect(
      moves.slice(stockMovesBefore.length).filter((type) => type === 'StockReserved' || type === 'StockCommitted'),
    ).toEqual([]);
    await stockBecomes(shop, product._id, 'M', 3);
  });
});
