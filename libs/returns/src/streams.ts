/** Stream ids of the returns module. */
export { orderReturnsStream } from '@store/contracts';
export const RETURN_SETTINGS_STREAM = 'returns-settings';
export const isOrderReturnsStream = (streamId: string) => streamId.startsWith('order-returns-');
