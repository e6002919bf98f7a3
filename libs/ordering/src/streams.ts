export const orderStream = (orderId: string) => `order-${orderId}`;
export const isOrderStream = (streamId: string) => streamId.startsWith('order-');
/** An order's internal notes (admins only): not an order stream, so the order's views never see them. */
export const orderNotesStream = (orderId: string) => `ordernote-${orderId}`;
/** An order's refunds (requested, issued, processed, failed): written by the payments module. */
export const orderRefundsStream = (orderId: string) => `refund-${orderId}`;
export const isOrderRefundsStream = (streamId: string) => streamId.startsWith('refund-');
