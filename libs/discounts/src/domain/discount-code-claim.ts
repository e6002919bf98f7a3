import { DISCOUNT_MESSAGES as M } from '@store/contracts';
import { ConflictError, type Decider } from '@store/platform/domain';
import type { DiscountCodeEvent } from './discount-events';

/**
 * A code's claim (stream per upper-cased code, appended with the expected revision): at most one
 * discount holds a code at a time, however many admins save at once. Deleting or renaming a
 * discount releases its code for another.
 */
export interface CodeClaimState {
  holder: string | null;
}

export type CodeClaimCommand =
  | { type: 'ClaimCode'; code: string; discountId: string; now: string }
  | { type: 'ReleaseCode'; code: string; discountId: string; now: string };

export const codeClaimDecider: Decider<CodeClaimState, CodeClaimCommand, DiscountCodeEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (state, event) => ({ holder: event.type === 'DiscountCodeClaimed' ? event.data.discountId : null }),
  decide(command, state) {
    const { code, discountId, now: at } = command;
    if (command.type === 'ClaimCode') {
      if (state.holder === discountId) return [];
      if (state.holder) throw new ConflictError(M.codeTaken, 'code');
      return [{ type: 'DiscountCodeClaimed', data: { code, discountId, at } }];
    }
    if (state.holder !== discountId) return [];
    return [{ type: 'DiscountCodeReleased', data: { code, discountId, at } }];
  },
};
