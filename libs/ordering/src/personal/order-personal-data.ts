import { Injectable } from '@nestjs/common';
import { orderSubject, PersonalData, userSubject, type SealedPersonal } from '@store/platform';
import type { OrderState } from '../domain/order';
import type { OrderNoteEvent } from '../domain/order-notes';
import { isSealedPersonal, type OrderPersonal } from '../domain/order-personal';

/** The order's state with its personal fields as given: null ones read as erased, a GSTIN sealed before it was asked for as none. */
export const withPersonal = (state: OrderState, personal: OrderPersonal | null): OrderState => ({
  ...state,
  customer: personal?.customer ?? null,
  shippingAddress: personal?.shippingAddress ?? null,
  buyerGstin: personal?.buyerGstin ?? null,
});

/**
 * An order's customer and shipping address under the order's own key (`order:<id>`), owned by the
 * buyer's account or by the guest's e-mail address, so erasing either destroys it.
 */
@Injectable()
export class OrderPersonalData {
  constructor(private readonly personalData: PersonalData) {}

  async seal(orderId: string, userId: string | null, personal: OrderPersonal): Promise<SealedPersonal> {
    const email = personal.customer.email;
    const owner = userId ? userSubject(userId) : email ? await this.personalData.guestSubject(email) : null;
    return this.personalData.seal(orderSubject(orderId), personal, owner);
  }

  /**
   * An internal note's text, sealed under the order's key (its owner, the buyer's account, is
   * named for an order that had no key yet). An order whose key was destroyed gets a new one: the
   * erased customer stays unreadable, the note written afterwards reads.
   */
  async sealNote(order: Pick<OrderState, 'orderId' | 'userId'>, text: string): Promise<string> {
    const owner = order.userId ? userSubject(order.userId) : null;
    return (await this.personalData.seal(orderSubject(order.orderId!), text, owner)).sealed;
  }

  /** A recorded note's text: opened with the order's key (null once erased), or as written before sealing. */
  async openNote(data: OrderNoteEvent['data']): Promise<string | null> {
    if (data.sealedText)
      return this.personalData.open<string>({ subject: orderSubject(data.orderId), sealed: data.sealedText });
    return data.text ?? null;
  }

  /** The state with customer and shippingAddress opened (null when erased). */
  async reveal(state: OrderState): Promise<OrderState> {
    if (!state.exists || !state.personal) return state;
    const personal = isSealedPersonal(state.personal)
      ? await this.personalData.open<OrderPersonal>(state.personal)
      : state.personal.legacy;
    return withPersonal(state, personal);
  }
}
