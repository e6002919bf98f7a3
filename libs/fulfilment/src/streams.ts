/** Stream ids of the fulfilment module. */
export { orderShipmentsStream } from '@store/contracts';
export const CARRIERS_STREAM = 'fulfilment-carriers';
