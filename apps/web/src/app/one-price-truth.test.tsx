import { offerReferencePrice } from '@store/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_PRODUCTS } from '@store/catalogue/demo-data';
import { formatPrice } from '../shared/format-price';
import { aCartLine, anAdmin, anOrderItem, aProduct } from '../testing/fixtures';
import { fakeApi } from '../testing/fake-api';
import { renderWithApp } from '../testing/render';
import { OrderItems } from '../features/account/OrderItems';
import { ProductForm } from '../features/admin/products/ProductForm';
import { productToForm } from '../features/admin/products/product-form-rules';
import { PriceCell } from '../features/admin/products/ProductsPage';
import { CartLineItem } from '../features/cart/CartLineItem';
import { ProductCard } from '../shared/products/ProductCard';
import { ProductDetailPage } from '../features/catalogue/ProductDetailPage';
import type { Product } from '../shared/products/types';

/** A demo product on offer as the API answers it (apps/api/test/catalogue/one-price-truth.spec.ts checks the server gives exactly this). */
function asTheApiAnswers(demo: (typeof DEMO_PRODUCTS)[number], index: number): Product {
  const pricing = { price: demo.price, originalPrice: null };
  return aProduct({
    _id: `demo-${index}`,
    name: demo.name,
    price: demo.price,
    hasOfferPricing: true,
    offerPrice: demo.offer!.price,
    originalPrice: null,
    isOfferValid: true,
    displayOriginalPrice: offerReferencePrice(pricing),
    effectivePrice: demo.offer!.price,
  });
}

/** The two figures a price shows: what is paid and what is struck through (without the screen-reader words). */
function figures(container: HTMLElement): { paid: string; struck: string | null } {
  const struck = container.querySelector('.line-through');
  const tag = struck?.parentElement ?? container;
  const paid = [...tag.querySelectorAll('span')].find(
    (span) =>
      !span.classList.contains('line-through') &&
      !span.classList.contains('sr-only') &&
      /^₹/.test(span.textContent ?? ''),
  );
  return {
    paid: paid?.textContent ?? '',
    struck: struck ? (struck.textContent ?? '').replace('Original price ', '') : null,
  };
}

const onOffer = DEMO_PRODUCTS.map((demo, index) => ({ demo, index })).filter(({ demo }) => demo.offer);

describe('one truth for a price: every screen shows the same struck-through price for each demo product on offer', () => {
  it('has the seven demo products on offer, each struck through at its Price', () => {
    expect(onOffer).toHaveLength(7);
    for (const { demo } of onOffer)
      expect(offerReferencePrice({ price: demo.price, originalPrice: null })).toBe(demo.price);
  });

  it.each(onOffer.map(({ demo, index }) => [demo.name, demo, index] as const))(
    '%s: listing card, product page, cart line, order line, admin list and admin form agree',
    async (_name, demo, index) => {
      const product = asTheApiAnswers(demo, index);
      const expected = { paid: formatPrice(demo.offer!.price), struck: formatPrice(demo.price) };

      const card = render(
        <MemoryRouter>
          <ProductCard product={product} />
        </MemoryRouter>,
      );
      expect({ screen: 'card', ...figures(card.container) }).toEqual({ screen: 'card', ...expected });
      card.unmount();

      const cart = renderWithApp(
        <ul>
          <CartLineItem line={aCartLine(product)} />
        </ul>,
      );
      expect({ screen: 'cart line', ...figures(cart.container) }).toEqual({ screen: 'cart line', ...expected });
      cart.unmount();

      const order = render(
        <OrderItems
          items={[
            anOrderItem({
              product: product._id,
              name: product.name,
              price: product.effectivePrice,
              originalPrice: product.displayOriginalPrice,
            }),
          ]}
        />,
      );
      expect({ screen: 'order line', ...figures(order.container) }).toEqual({ screen: 'order line', ...expected });
      order.unmount();

      const list = render(<PriceCell product={product} />);
      expect({ screen: 'admin list', ...figures(list.container) }).toEqual({ screen: 'admin list', ...expected });
      list.unmount();

      // The admin form shows the struck price where it is set: the Price field (the Original price field is empty), and the same preview.
      const form = renderWithApp(
        <ProductForm
          initial={productToForm(product)}
          submitLabel="Update Product"
          onSubmit={async () => undefined}
          onCancel={() => undefined}
        />,
        { signedInAs: anAdmin() },
      );
      expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe(String(demo.price));
      expect((screen.getByLabelText(/^Original price/) as HTMLInputElement).value).toBe('');
      const preview = screen.getByText('Shoppers see:').parentElement!;
      expect({ screen: 'admin form', ...figures(preview) }).toEqual({ screen: 'admin form', ...expected });
      form.unmount();

      fakeApi({
        'GET /api/products/:id': { body: { success: true, product } },
        'GET /api/reviews/:productId': { body: { success: true, reviews: [] } },
        'GET /api/reviews/user/:productId': { body: { success: true, review: null } },
      });
      const page = renderWithApp(<ProductDetailPage />, { route: `/products/${product._id}`, path: '/products/:id' });
      const heading = await screen.findByRole('heading', { name: demo.name, level: 1 });
      const struck = within(page.container).getByText(expected.struck, { selector: '.line-through' });
      expect({ screen: 'product page', ...figures(struck.parentElement!) }).toEqual({
        screen: 'product page',
        ...expected,
      });
      expect(heading).toBeTruthy();
      page.unmount();
    },
  );
});
