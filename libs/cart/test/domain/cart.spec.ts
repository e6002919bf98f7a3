import { ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import {
  cartDecider,
  type Catalogue,
  type CartEvent,
  type CatalogueEntry,
  type RequestedLine,
} from '../../src/domain/cart';

const given = givenFor(cartDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';

const tee: CatalogueEntry = {
  productId: 'p1',
  name: 'Flex Tee',
  sizes: ['S', 'M', 'L'],
  isUpcoming: false,
  stock: {},
  variants: [
    { id: 'black', colorName: 'Black', isActive: true, stock: { S: 2, M: 3 } },
    { id: 'olive', colorName: 'Olive', isActive: true, stock: { L: 4 } },
    { id: 'red', colorName: 'Red', isActive: false, stock: { M: 9 } },
  ],
};
const shorts: CatalogueEntry = {
  productId: 'p2',
  name: 'Power Shorts',
  sizes: ['M', 'L'],
  isUpcoming: false,
  stock: { M: 1, L: 5 },
  variants: [],
};
const catalogue: Catalogue = { p1: tee, p2: shorts };

const line = (
  productId: string,
  size: string,
  quantity: number,
  colorVariantId: string | null = null,
): RequestedLine => ({ productId, size, quantity, colorVariantId });
const blackM = (quantity: number) => line('p1', 'M', quantity, 'black');
const added = (item: RequestedLine, name = 'Flex Tee'): CartEvent => ({
  type: 'CartItemAdded',
  data: {
    userId,
    productId: item.productId,
    colorVariantId: item.colorVariantId,
    size: item.size,
    quantity: item.quantity,
    productName: name,
    at: now,
  },
});
/** The black tee in M went from `previous` to `quantity`. */
const blackMChanged = (previous: number, quantity: number): CartEvent => ({
  type: 'CartItemQuantityChanged',
  data: {
    userId,
    productId: 'p1',
    colorVariantId: 'black',
    size: 'M',
    quantity,
    productName: 'Flex Tee',
    previous,
    at: now,
  },
});
const replace = (...items: RequestedLine[]) => ({ type: 'ReplaceCart' as const, userId, items, catalogue, now });
const merge = (...items: RequestedLine[]) => ({ type: 'MergeGuestCart' as const, userId, items, catalogue, now });

describe('cart decider', () => {
  describe('replacing the cart (PUT /cart)', () => {
    it('adds new lines, changes quantities and removes what is no longer wanted', () => {
      given([added(blackM(1)), added(line('p2', 'L', 1), 'Power Shorts')])
        .when(replace(blackM(3)))
        .then([
          { type: 'CartItemRemoved', data: { userId, productId: 'p2', colorVariantId: null, size: 'L', at: now } },
          blackMChanged(1, 3),
        ]);
    });

    it('merges lines of one product, size and colour variant by adding their quantities', () => {
      given()
        .when(replace(blackM(1), line('p1', 'm', 2, 'black'), line('p1', 'L', 1, 'olive')))
        .then([added(blackM(3)), added(line('p1', 'L', 1, 'olive'))]);
    });

    it('clears a cart in one event, and does nothing to a cart already as wanted', () => {
      given([added(blackM(2))])
        .when(replace())
        .then([{ type: 'CartCleared', data: { userId, at: now } }]);
      given([added(blackM(2))])
        .when(replace(blackM(2)))
        .then([]);
      given().when(replace()).then([]);
    });

    it("caps the resulting quantity by the variant's stock with 'Only {n} items available in stock for {product name} ({size} - {colour name})'", () => {
      given()
        .when(replace(blackM(2), blackM(2)))
        .thenFails('Only 3 items available in stock for Flex Tee (M - Black)', ValidationError);
      given()
        .when(replace(line('p1', 'L', 1, 'black')))
        .thenFails('Only 0 items available in stock for Flex Tee (L - Black)', ValidationError);
    });

    it("caps by the product's stock without colour variants: 'Only {n} items available in stock for {product name} ({size})', 'Only 1 item' for one", () => {
      const error = given()
        .when(replace(line('p2', 'M', 2)))
        .error();
      expect(error).toBeInstanceOf(ValidationError);
      expect([error.message, error.field]).toEqual([
        'Only 1 item available in stock for Power Shorts (M)',
        'items.0.quantity',
      ]);
    });

    it('refuses unknown products, unknown or inactive colours, and sizes the product lacks', () => {
      const field = (item: RequestedLine) => {
        const error = given()
          .when(replace(blackM(1), item))
          .error();
        return [error.message, error.field];
      };
      expect(field(line('nope', 'M', 1))).toEqual(['Product not found', 'items.1.product']);
      expect(field(line('p1', 'M', 1, 'red'))).toEqual([
        'The chosen colour of Flex Tee is not available',
        'items.1.colorVariantId',
      ]);
      expect(field(line('p1', 'M', 1, 'pink'))).toEqual([
        'The chosen colour of Flex Tee is not available',
        'items.1.colorVariantId',
      ]);
      expect(field(line('p2', 'M', 1, 'black'))).toEqual([
        'The chosen colour of Power Shorts is not available',
        'items.1.colorVariantId',
      ]);
      expect(field(line('p1', 'XXL', 1, 'black'))).toEqual(['Flex Tee does not come in size XXL', 'items.1.size']);
      expect(field(line('p1', ' ', 1, 'black'))).toEqual(['Please select a size', 'items.1.size']);
    });

    it("takes a line without a colour as the product's own colour ('Original'), capped by the product's own stock", () => {
      const withOwnStock = { ...catalogue, p1: { ...tee, stock: { M: 2 } } };
      given()
        .when({ ...replace(line('p1', 'M', 1)), catalogue: withOwnStock })
        .then([
          {
            type: 'CartItemAdded',
            data: expect.objectContaining({ productId: 'p1', colorVariantId: null, size: 'M', quantity: 1 }),
          },
        ]);
      given()
        .when({ ...replace(line('p1', 'M', 3)), catalogue: withOwnStock })
        .thenFails('Only 2 items available in stock for Flex Tee (M)', ValidationError);
    });

    it('refuses a quantity that is not a whole number from 1 to 100', () => {
      for (const quantity of [0, -1, 1.5, 101, Number.NaN]) {
        given()
          .when(replace(line('p2', 'L', quantity)))
          .thenFails('Quantity must be a whole number from 1 to 100', ValidationError);
      }
    });

    it('refuses a product not yet on sale, and more than 50 lines', () => {
      given()
        .when({
          ...replace(line('p3', 'M', 1)),
          catalogue: { p3: { ...shorts, productId: 'p3', name: 'Soon Tee', isUpcoming: true } },
        })
        .thenFails('Soon Tee is not available to buy yet', ValidationError);
      given()
        .when(replace(...Array.from({ length: 51 }, () => line('p2', 'L', 1))))
        .thenFails('A cart can hold at most 50 lines', ValidationError);
    });
  });

  describe('merging the guest cart on login (POST /cart/merge)', () => {
    it('adds the guest quantities to the saved lines of the same product, size and colour', () => {
      given([added(blackM(1))])
        .when(merge(blackM(1), line('p2', 'L', 2)))
        .then([blackMChanged(1, 2), added(line('p2', 'L', 2), 'Power Shorts')]);
    });

    it('cuts quantities to the stock silently and drops lines that can no longer be bought', () => {
      given([added(blackM(2))])
        .when(
          merge(
            blackM(2),
            line('gone', 'M', 1),
            line('p1', 'M', 1, 'red'),
            line('p1', 'XL', 1, 'black'),
            line('p2', 'M', 4),
          ),
        )
        .then([blackMChanged(2, 3), added(line('p2', 'M', 1), 'Power Shorts')]);
    });

    it('drops a saved line whose stock ran out, and changes nothing for an empty guest cart that matches', () => {
      given([added(line('p1', 'L', 1, 'black'))])
        .when(merge())
        .then([{ type: 'CartCleared', data: { userId, at: now } }]);
      given([added(blackM(1))])
        .when(merge())
        .then([]);
    });
  });

  describe('checking out (CartCommands.checkOut)', () => {
    const both = [added(blackM(2)), added(line('p2', 'L', 1), 'Power Shorts')];

    it('records the lines and empties the cart, once per order', () => {
      const checkedOut: CartEvent = {
        type: 'CartCheckedOut',
        data: {
          userId,
          orderId: 'o1',
          lines: [
            { productId: 'p1', colorVariantId: 'black', size: 'M', quantity: 2 },
            { productId: 'p2', colorVariantId: null, size: 'L', quantity: 1 },
          ],
          at: now,
        },
      };
      given(both).when({ type: 'CheckOut', userId, orderId: 'o1', now }).then([checkedOut]);
      given([...both, checkedOut])
        .when({ type: 'CheckOut', userId, orderId: 'o1', now })
        .then([]);
      given([...both, checkedOut])
        .when(replace())
        .then([]);
    });

    it('takes out only the ordered lines when told which', () => {
      given(both)
        .when({
          type: 'CheckOut',
          userId,
          orderId: 'o2',
          only: [{ productId: 'p2', colorVariantId: null, size: 'L' }],
          now,
        })
        .then([
          {
            type: 'CartCheckedOut',
            data: {
              userId,
              orderId: 'o2',
              lines: [{ productId: 'p2', colorVariantId: null, size: 'L', quantity: 1 }],
              at: now,
            },
          },
        ]);
    });
  });
});
