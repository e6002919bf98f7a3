import { ConflictError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import { codeClaimDecider } from '../../src/domain/discount-code-claim';

const given = givenFor(codeClaimDecider);
const NOW = '2026-11-29T08:00:00.000Z';
const claimed = (discountId: string) => ({
  type: 'DiscountCodeClaimed' as const,
  data: { code: 'SAVE10', discountId, at: NOW },
});

describe("a code's claim (codes are unique)", () => {
  it('is claimed by the first discount', () => {
    given([])
      .when({ type: 'ClaimCode', code: 'SAVE10', discountId: 'd1', now: NOW })
      .then([claimed('d1')]);
  });

  it("refuses another discount with 'A discount with this code already exists'", () => {
    given([claimed('d1')])
      .when({ type: 'ClaimCode', code: 'SAVE10', discountId: 'd2', now: NOW })
      .thenFails('A discount with this code already exists', ConflictError);
  });

  it('is free again once released by its holder, and only by it', () => {
    const released = { type: 'DiscountCodeReleased' as const, data: { code: 'SAVE10', discountId: 'd1', at: NOW } };
    given([claimed('d1')])
      .when({ type: 'ReleaseCode', code: 'SAVE10', discountId: 'd2', now: NOW })
      .then([]);
    given([claimed('d1')])
      .when({ type: 'ReleaseCode', code: 'SAVE10', discountId: 'd1', now: NOW })
      .then([released]);
    given([claimed('d1'), released])
      .when({ type: 'ClaimCode', code: 'SAVE10', discountId: 'd2', now: NOW })
      .then([claimed('d2')]);
  });
});
