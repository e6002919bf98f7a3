export const orderStream = (orderId: string) => `order-${orderId}`;
export const isOrderStream = (streamId: string) => streamId.startsWith('order-');
