/** How many of an order id's last characters a person reads as its number. */
export const SHORT_ORDER_ID_LENGTH = 6;

/**
 * An order's number as people read it, on every screen, e-mail and chat message: the id's last
 * six characters in capitals ('06E1B0'; shown as '#06E1B0'). URLs and the API keep the full id.
 */
export const shortOrderId = (orderId: string): string => orderId.slice(-SHORT_ORDER_ID_LENGTH).toUpperCase();
