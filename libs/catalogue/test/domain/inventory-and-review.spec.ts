import { ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { inventoryDecider, InventoryEvent } from '../../src/domain/inventory';
import { NO_SALE } from '../../src/domain/sale-record';
import { reviewDecider, ReviewEvent } from '../../src/domain/review';
import { givenFor } from '@store/platform/testing';

const now = '2026-11-22T10:00:00.000Z';
/** Nothing in the order's sale stream, and no settlement since the inventory was loaded. */
const noSale = { sale: NO_SALE, settlesSeen: 0 };

describe('inventory decider', () => {
  const given = givenFor(inventoryDecider);
  const stocked: InventoryEvent[] = [
    {
      type: 'StockSet',
      data: { productId: 'p1', variantId: 'v1', size: 'M', previous: 0, quantity: 3, reason: 'initial', at: now },
    },
  ];
  const line = (quantity: number) => ({
    variantId: 'v1',
    size: 'M',
    quantity,
    productName: 'Flex Tee',
    colourName: 'Black',
  });

  it('sets stock with the admin reason', () =>
    given(stocked)
      .when({ type: 'SetStock', productId: 'p1', variantId: 'v1', size: 'M', quantity: 8, reason: 'restock', now })
      .then([
        {
          type: 'StockSet',
          data: { productId: 'p1', variantId: 'v1', size: 'M', previous: 3, quantity: 8, reason: 'restock', at: now },
        },
      ]));

  it('refuses a negative or fractional stock level', () => {
    given()
      .when({ type: 'SetStock', productId: 'p1', variantId: null, size: 'M', quantity: -1, reason: 'x', now })
      .thenFails('Stock must be a whole number from 0 to 10,00,000', ValidationError);
    given()
      .when({ type: 'SetStock', productId: 'p1', variantId: null, size: 'M', quantity: 1.5, reason: 'x', now })
      .thenFails('Stock must be a whole number from 0 to 10,00,000', ValidationError);
    given()
      .when({ type: 'SetStock', productId: 'p1', variantId: null, size: 'M', quantity: 1_000_001, reason: 'x', now })
      .thenFails('Stock must be a whole number from 0 to 10,00,000', ValidationError);
  });

  it("sets a product form's stock levels in one decision, skipping the unchanged ones", () =>
    given(stocked)
      .when({
        type: 'SetStockLevels',
        productId: 'p1',
        levels: [
          { variantId: 'v1', size: 'M', quantity: 3 },
          { variantId: 'v1', size: 'L', quantity: 2 },
        ],
        reason: 'Product updated',
        now,
      })
      .then([
        {
          type: 'StockSet',
          data: {
            productId: 'p1',
            variantId: 'v1',
            size: 'L',
            previous: 0,
            quantity: 2,
            reason: 'Product updated',
            at: now,
          },
        },
      ]));

  it('never lets an adjustment take stock below 0', () =>
    given(stocked)
      .when({ type: 'AdjustStock', productId: 'p1', variantId: 'v1', size: 'M', delta: -4, reason: 'damaged', now })
      .thenFails('Stock cannot go below 0'));

  it('reserves available stock for an order', () =>
    given(stocked)
      .when({ type: 'ReserveStock', productId: 'p1', orderId: 'o1', lines: [line(2)], now })
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o1', lines: [{ variantId: 'v1', size: 'M', quantity: 2 }], at: now },
        },
      ]));

  it("refuses more than available with 'Insufficient stock for {product} in size {size} ({colour}). Available: {n}'", () =>
    given([
      ...stocked,
      {
        type: 'StockReserved',
        data: { productId: 'p1', orderId: 'o1', lines: [{ variantId: 'v1', size: 'M', quantity: 2 }], at: now },
      },
    ])
      .when({ type: 'ReserveStock', productId: 'p1', orderId: 'o2', lines: [line(2)], now })
      .thenFails('Insufficient stock for Flex Tee in size M (Black). Available: 1', ConflictError));

  it('releases a reservation back to stock, and commits one for good', () => {
    const reserved: InventoryEvent[] = [
      ...stocked,
      {
        type: 'StockReserved',
        data: { productId: 'p1', orderId: 'o1', lines: [{ variantId: 'v1', size: 'M', quantity: 3 }], at: now },
      },
    ];
    given(reserved)
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o1', now, ...noSale })
      .then([
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', lines: [{ variantId: 'v1', size: 'M', quantity: 3 }], at: now },
        },
      ]);
    given([
      ...reserved,
      {
        type: 'StockCommitted',
        data: { productId: 'p1', orderId: 'o1', lines: [{ variantId: 'v1', size: 'M', quantity: 3 }], at: now },
      },
    ])
      .when({ type: 'ReserveStock', productId: 'p1', orderId: 'o2', lines: [line(1)], now })
      .thenFails('Insufficient stock for Flex Tee in size M (Black). Available: 0');
    given(stocked)
      .when({ type: 'CommitStock', productId: 'p1', orderId: 'o9', now, ...noSale })
      .thenFails('No stock is reserved for this order');
  });

  it('commits an order once, and restocks it when the paid order is cancelled', () => {
    const lines = [{ variantId: 'v1', size: 'M', quantity: 3 }];
    const committed: InventoryEvent[] = [
      ...stocked,
      { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', lines, at: now } },
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', lines, at: now } },
    ];
    given(committed)
      .when({ type: 'CommitStock', productId: 'p1', orderId: 'o1', now, ...noSale })
      .then([]);
    given(committed)
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o1', now, ...noSale })
      .then([{ type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', lines, at: now } }]);
    given([...committed, { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', lines, at: now } }])
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o1', now, ...noSale })
      .then([]);
  });
});

describe('review decider', () => {
  const given = givenFor(reviewDecider);
  const created: ReviewEvent = {
    type: 'ReviewCreated',
    data: {
      reviewId: 'r1',
      productId: 'p1',
      userId: 'u1',
      sealedUserName: 'v2.sealed-name',
      rating: 4,
      sealedComment: 'v2.sealed-text',
      createdAt: now,
    },
  };
  const createCmd = (rating: number, comment: string) => ({
    type: 'CreateReview' as const,
    reviewId: 'r1',
    productId: 'p1',
    userId: 'u1',
    sealedUserName: 'v2.sealed-name',
    rating,
    comment,
    sealedComment: 'v2.sealed-text',
    now,
  });
  const editCmd = (rating: number, comment: string, sameTextAs: string | null = null) => ({
    type: 'EditReview' as const,
    productId: 'p1',
    userId: 'u1',
    rating,
    comment,
    sealedComment: 'v2.sealed-edit',
    sameTextAs,
    now,
  });

  it('creates a review whose text is recorded only sealed (what the reviewer wrote is theirs)', () => {
    given().when(createCmd(4, '  Great fit for squats ')).then([created]);
    expect(
      JSON.stringify(
        reviewDecider.decide(createCmd(4, 'Asha Rao, 9876543210, 12 MG Road'), reviewDecider.initialState()),
      ),
    ).not.toContain('Asha');
  });

  it("rejects a review shorter than 10 characters with 'Review must be at least 10 characters long'", () =>
    given().when(createCmd(5, 'too short')).thenFails('Review must be at least 10 characters long', ValidationError));

  it('rejects a review longer than 500 characters', () =>
    given()
      .when(createCmd(5, 'x'.repeat(501)))
      .thenFails('Review must be at most 500 characters long', ValidationError));

  it.each([0, 6, 3.5])('rejects rating %p', (rating) =>
    given()
      .when(createCmd(rating, 'Great fit for squats'))
      .thenFails('Rating must be a whole number from 1 to 5', ValidationError),
  );

  it('allows at most one live review per user per product', () => {
    given([created])
      .when(createCmd(5, 'Another review here'))
      .thenFails('You have already reviewed this product', ConflictError);
    given([created, { type: 'ReviewDeleted', data: { reviewId: 'r1', productId: 'p1', userId: 'u1', deletedAt: now } }])
      .when({ ...createCmd(5, 'Back again, still good'), reviewId: 'r2' })
      .then([
        {
          type: 'ReviewCreated',
          data: {
            reviewId: 'r2',
            productId: 'p1',
            userId: 'u1',
            sealedUserName: 'v2.sealed-name',
            rating: 5,
            sealedComment: 'v2.sealed-text',
            createdAt: now,
          },
        },
      ]);
  });

  it('edits and deletes the live review', () => {
    given([created])
      .when(editCmd(5, 'Even better after a month'))
      .then([
        {
          type: 'ReviewEdited',
          data: {
            reviewId: 'r1',
            productId: 'p1',
            userId: 'u1',
            rating: 5,
            sealedComment: 'v2.sealed-edit',
            editedAt: now,
          },
        },
      ]);
    given()
      .when({ type: 'DeleteReview', productId: 'p1', userId: 'u1', now })
      .thenFails('Review not found', NotFoundError);
  });

  it('records nothing for an edit that changes neither the rating nor the text (the handler found the recorded text equal)', () => {
    given([created])
      .when(editCmd(4, 'Great fit for squats', 'v2.sealed-text'))
      .then([]);
    given([created])
      .when(editCmd(5, 'Great fit for squats', 'v2.sealed-text'))
      .then([
        {
          type: 'ReviewEdited',
          data: {
            reviewId: 'r1',
            productId: 'p1',
            userId: 'u1',
            rating: 5,
            sealedComment: 'v2.sealed-edit',
            editedAt: now,
          },
        },
      ]);
    // Compared with a recorded text that is no longer the current one (an edit came in between): recorded.
    given([
      created,
      {
        type: 'ReviewEdited',
        data: { reviewId: 'r1', productId: 'p1', userId: 'u1', rating: 4, sealedComment: 'v2.other', editedAt: now },
      },
    ])
      .when(editCmd(4, 'Great fit for squats', 'v2.sealed-text'))
      .then([
        {
          type: 'ReviewEdited',
          data: {
            reviewId: 'r1',
            productId: 'p1',
            userId: 'u1',
            rating: 4,
            sealedComment: 'v2.sealed-edit',
            editedAt: now,
          },
        },
      ]);
  });

  it('folds reviews written before sealing (plain comment) like sealed ones', () =>
    given([
      {
        type: 'ReviewCreated',
        data: {
          reviewId: 'r1',
          productId: 'p1',
          userId: 'u1',
          userName: 'Asha',
          rating: 4,
          comment: 'Great fit for squats',
          createdAt: now,
        },
      },
    ])
      .when(editCmd(4, 'Great fit for squats', 'Great fit for squats'))
      .then([]));
});
