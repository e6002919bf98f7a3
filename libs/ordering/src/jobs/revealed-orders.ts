import { openSealedMany, type PersonalDataKeysTables, type SealedPersonal } from '@store/platform';
import type { Kysely } from 'kysely';
import type { OrderState } from '../domain/order';
import { isSealedPersonal, type OrderPersonal } from '../domain/order-personal';
import { withPersonal } from '../personal/order-personal-data';

/**
 * OrderPersonalData.reveal for many orders with one query for all their keys (a reactor's batch):
 * each state with customer and shippingAddress opened, null where erased.
 */
export async function revealOrders(
  db: Kysely<PersonalDataKeysTables>,
  states: readonly OrderState[],
): Promise<OrderState[]> {
  const sealed = states.filter((state) => state.exists && isSealedPersonal(state.personal));
  const opened = await openSealedMany<OrderPersonal>(
    db,
    sealed.map((state) => state.personal as SealedPersonal),
  );
  const openedOf = new Map(sealed.map((state, i) => [state, opened[i]]));
  return states.map((state) => {
    if (!state.exists || !state.personal) return state;
    return withPersonal(state, isSealedPersonal(state.personal) ? openedOf.get(state)! : state.personal.legacy);
  });
}
