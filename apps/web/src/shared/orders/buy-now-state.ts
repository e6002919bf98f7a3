import { readJson, session, writeJson } from '../storage';
import { BUY_NOW_STORAGE_KEY } from './constants';

/** What Buy Now carries to /buy-now/{id} (and back after a login with redirect=buy-now). */
export interface BuyNowState {
  productId: string;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  image: string | null;
  quantity: number;
}

export function saveBuyNow(state: BuyNowState, storage: Storage | undefined = session()): void {
  writeJson(storage, BUY_NOW_STORAGE_KEY, state);
}

export function readBuyNow(storage: Storage | undefined = session()): BuyNowState | null {
  const state = readJson<BuyNowState>(storage, BUY_NOW_STORAGE_KEY);
  return state && typeof state.productId === 'string' ? state : null;
}
