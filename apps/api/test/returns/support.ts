import { call, createProduct, lineOf, placePaidOrder, type Shop } from '../support/shop';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A multipart body of one file field. */
export function multipart(field: string, filename: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = '----returnsTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/orders/:id/returns/photos as the buyer (token) or a guest (orderToken). */
export async function uploadPhoto(
  shop: Shop,
  orderId: string,
  who: { token?: string; orderToken?: string },
  body = multipart('file', 'tear.png', PNG),
) {
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns/photos`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.orderToken ? { 'x-order-token': who.orderToken } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const returnsOf = (shop: Shop, orderId: string, who: { token?: string; orderToken?: string } = {}) =>
  call(shop.app, 'GET', `/api/orders/${orderId}/returns`, {
    token: who.token,
    headers: who.orderToken ? { 'x-order-token': who.orderToken } : {},
  });

export const askReturn = (
  shop: Shop,
  orderId: string,
  body: Record<string, unknown>,
  who: { token?: string; orderToken?: string } = {},
) =>
  call(shop.app, 'POST', `/api/orders/${orderId}/returns`, {
    token: who.token,
    body,
    headers: who.orderToken ? { 'x-order-token': who.orderToken } : {},
  });

export const adminStep = (
  shop: Shop,
  returnId: string,
  step: 'approve' | 'reject' | 'receive' | 'refund' | 'exchange',
  body: Record<string, unknown>,
  token: string | null = shop.admin,
) => call(shop.app, 'POST', `/api/admin/returns/${returnId}/${step}`, { token: token ?? undefined, body });

/**
 * A paid order of a 2-colour product (₹1,000 a unit): line 0 is 2 x Black M, line 1 is 1 x Olive L;
 * shipped whole and marked delivered (unless `deliver` is false).
 */
export async function deliveredOrder(shop: Shop, token: string | null, deliver = true) {
  const product = await createProduct(shop, { price: 1000 });
  const paid = await placePaidOrder(shop, token, [lineOf(product, 'M', 2, 0), lineOf(product, 'L', 1, 1)]);
  const shipped = await call(shop.app, 'POST', `/api/orders/${paid.orderId}/shipments`, {
    token: shop.admin,
    body: { carrier: 'Delhivery', awb: `DL${Math.floor(Math.random() * 1e9)}` },
  });
  if (shipped.status !== 201) throw new Error(`not shipped: ${JSON.stringify(shipped.body)}`);
  if (deliver) {
    const shipmentId = shipped.body.shipments[0].shipmentId as string;
    const delivered = await call(shop.app, 'POST', `/api/orders/${paid.orderId}/shipments/${shipmentId}/delivered`, {
      token: shop.admin,
    });
    if (delivered.status !== 200) throw new Error(`not delivered: ${JSON.stringify(delivered.body)}`);
  }
  return { ...paid, product };
}
