import { initialOrderState } from '../../src/domain/order';
import { confirmationMail, refundMail, statusMail, type MailableOrder } from '../../src/jobs/order-mails';

const order: MailableOrder = {
  ...initialOrderState(),
  exists: true,
  orderId: '3f2a9c4e-8d1b-4c7a-9e2f-5a1b2c06e1b0',
  // 20:00 UTC on 4 March: 01:30 on 5 March in India.
  placedAt: '2026-03-04T20:00:00.000Z',
  customer: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' } as MailableOrder['customer'],
  items: [
    {
      productId: 'p1',
      name: 'Compression Tights',
      size: 'M',
      colorName: null,
      price: 1399,
      quantity: 1,
    } as MailableOrder['items'][number],
  ],
  itemsPrice: 1399,
  shippingCost: 0,
  totalPrice: 1399,
  isPaid: true,
};
const settings = { webOrigin: 'http://localhost:3100', timeZone: 'Asia/Kolkata' };

describe('order e-mails', () => {
  it("print amounts as the site does, with Indian digit grouping ('₹1,399.00', not '₹1399.00')", () => {
    const confirmed = confirmationMail(order, settings);
    expect(confirmed.text).toContain('1 x Compression Tights (M)  ₹1,399.00');
    expect(confirmed.text).toContain('Total paid: ₹1,399.00');
    expect(confirmed.html).toContain('<strong>₹1,399.00</strong>');
    expect(confirmed.text).not.toContain('₹1399.00');
    expect(statusMail(order, 'shipped', settings.webOrigin).text).toContain('(₹1,399.00) is on its way');
    expect(refundMail(order, 1399, settings.webOrigin).subject).toBe('Order #06E1B0 refund of ₹1,399.00 - ThreadFit');
  });

  it('name the order by its short number and link to the public origin the store was given', () => {
    const confirmed = confirmationMail(order, settings, 'guest-token');
    expect(confirmed.subject).toBe('Order #06E1B0 confirmed - ThreadFit');
    expect(confirmed.text).toContain(
      `Your order: http://localhost:3100/order-confirmation/${order.orderId}?token=guest-token`,
    );
  });

  it("date the order in the store's time zone (India by default), not the server's", () => {
    expect(confirmationMail(order, settings).text).toMatch(/^Placed on 5 Mar 2026, 01:30 am$/im);
    expect(confirmationMail(order, { ...settings, timeZone: 'UTC' }).text).toMatch(
      /^Placed on 4 Mar 2026, 08:00 pm$/im,
    );
  });
});

describe('the delivery promise in the e-mails (issue #43)', () => {
  const promised: MailableOrder = {
    ...order,
    deliveryEstimate: { minDays: 2, maxDays: 4, from: '2026-12-01', to: '2026-12-03' },
  };

  it("says 'Delivery by Tue 1 Dec – Thu 3 Dec' in the confirmation and the has-shipped e-mail", () => {
    const confirmed = confirmationMail(promised, settings);
    expect(confirmed.text).toMatch(/^Delivery by Tue 1 Dec – Thu 3 Dec$/m);
    expect(confirmed.html).toContain('<strong>Delivery by Tue 1 Dec – Thu 3 Dec</strong>');
    const shipped = statusMail(promised, 'shipped', settings.webOrigin);
    expect(shipped.text).toContain('is on its way to you.\nDelivery by Tue 1 Dec – Thu 3 Dec\n');
    expect(shipped.html).toContain('Delivery by Tue 1 Dec – Thu 3 Dec');
  });

  it('keeps the calendar days whatever the zone the e-mail is written in, and says nothing without a promise', () => {
    expect(confirmationMail(promised, { ...settings, timeZone: 'America/Los_Angeles' }).text).toContain(
      'Delivery by Tue 1 Dec – Thu 3 Dec',
    );
    expect(confirmationMail(order, settings).text).not.toContain('Delivery by');
    expect(statusMail(order, 'shipped', settings.webOrigin).text).not.toContain('Delivery by');
    expect(statusMail(promised, 'delivered', settings.webOrigin).text).not.toContain('Delivery by');
  });
});

describe('a discount code in the confirmation e-mail (issue #44)', () => {
  const discounted: MailableOrder = {
    ...order,
    discount: { discountId: 'd1', code: 'WELCOME10', total: 139.9 },
    shippingCost: 99,
    totalPrice: 1358.1,
  };

  it('lists the code and what it took off between the items and shipping, so the lines add up to what was paid', () => {
    const confirmed = confirmationMail(discounted, settings);
    expect(confirmed.text).toContain(
      'Items: ₹1,399.00\nDiscount (WELCOME10): -₹139.90\nShipping: ₹99.00\nTotal paid: ₹1,358.10',
    );
    expect(confirmed.html).toContain('<td>Discount (WELCOME10)</td><td align="right">-₹139.90</td>');
  });

  it('says nothing of a discount when the order had none', () => {
    expect(confirmationMail(order, settings).text).not.toContain('Discount');
  });
});
