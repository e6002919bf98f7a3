import { local, readText, removeKey, writeText } from '../storage';
import { CART_UNSAVED_KEY } from './constants';

/**
 * Remembers, across page loads, that a signed-in shopper's cart changed here and the server has
 * not confirmed it: a reload or a typed address right after "Added to cart!" cuts the PUT short,
 * and the next start must send the remembered lines instead of taking the older saved cart.
 */
export const unsavedCart = {
  mark: (userId: string, storage: Storage | undefined = local()) => writeText(storage, CART_UNSAVED_KEY, userId),
  clear: (storage: Storage | undefined = local()) => removeKey(storage, CART_UNSAVED_KEY),
  isMarkedFor: (userId: string | undefined, storage: Storage | undefined = local()) =>
    Boolean(userId) && readText(storage, CART_UNSAVED_KEY) === userId,
};
