import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast/toast';
import { refOf } from '../../shared/cart/cart-rules';
import { changeQuantity, removeFromCart } from '../../shared/cart/cart-thunks';
import type { CartLine } from '../../shared/cart/types';

/** Quantity change and removal for one line, with the failure message as a toast. */
export function useCartLine(line: CartLine) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(typeof error === 'string' ? error : error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    setQuantity: (quantity: number) => run(() => dispatch(changeQuantity({ ...refOf(line), quantity })).unwrap()),
    remove: () => run(() => dispatch(removeFromCart(refOf(line))).unwrap()),
  };
}
