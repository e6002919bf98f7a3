import { HSN_MESSAGES } from '@store/contracts';
import type { ProductRequest } from '@store/contracts/requests';
import { screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { aColourVariant, anAdminProduct, fakeUploads } from '../admin-fixtures';
import { ProductFormPage } from './ProductFormPage';
import {
  offerPriceHint,
  validateProductForm,
  emptyProductForm,
  newVariant,
  shopperPricePreview,
} from './product-form-rules';

function form(routes: FakeRoutes = {}, route = '/admin/products/new', path = '/admin/products/new') {
  const api = fakeApi(routes);
  return {
    ...renderWithApp(<ProductFormPage />, {
      signedInAs: anAdmin(),
      route,
      path,
      routes: [{ path: '/admin/products', element: <p>Product list</p> }],
    }),
    api,
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillRequired(user: ReturnType<typeof form>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Core Tee');
  await user.type(screen.getByLabelText(/^Brand/), 'ThreadFit');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'topwear');
  await user.type(screen.getByLabelText(/^Material/), 'Cotton');
  await user.type(screen.getByLabelText(/^HSN code/), '6109');
  await user.type(screen.getByLabelText(/^Description/), 'A soft tee.');
  await user.type(screen.getByLabelText(/^Price/), '899');
}

describe('admin product form rules (spec section 5)', () => {
  it('requires name, description, price, category, brand, material and an HSN code', () => {
    const errors = validateProductForm(emptyProductForm());
    expect(errors).toMatchObject({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      brand: 'Brand is required',
      material: 'Material is required',
      hsnCode: 'HSN code is required to sell this product',
    });
  });

  it.each(['610', '61091', '6109100', '610910001', 'ABCD'])(
    "refuses the HSN code '%s' with 'HSN code must be 4, 6 or 8 digits'",
    (hsnCode) => expect(validateProductForm({ ...emptyProductForm(), hsnCode }).hsnCode).toBe(HSN_MESSAGES.format),
  );

  it.each(['6109', '610910', '61091000', ' 6110 '])('takes the HSN code %p', (hsnCode) =>
    expect(validateProductForm({ ...emptyProductForm(), hsnCode }).hsnCode).toBeUndefined(),
  );

  it('rejects a price below 0 and requires the offer price when offers are on', () => {
    const errors = validateProductForm({ ...emptyProductForm(), price: '-1', hasOfferPricing: true });
    expect(errors.price).toBe('Price must be a number from 0 to 1,00,00,000');
    expect(errors.offerPrice).toBe('Offer price is required when offer pricing is enabled');
  });

  it('rejects a price or offer price above the bound with a message that names it (1e12 is not "at least 0")', () => {
    const errors = validateProductForm({
      ...emptyProductForm(),
      price: '1e12',
      hasOfferPricing: true,
      offerPrice: '10000001',
    });
    expect(errors.price).toBe('Price must be a number from 0 to 1,00,00,000');
    expect(errors.offerPrice).toBe('Offer price must be a number from 0 to 1,00,00,000');
    expect(validateProductForm({ ...emptyProductForm(), price: '10000000' }).price).toBeUndefined();
  });

  it('hints (without refusing) that the offer price should be below the original price', () => {
    expect(offerPriceHint({ hasOfferPricing: true, offerPrice: '999', price: '899' })).toBe(
      'The offer price should be below the original price.',
    );
    expect(offerPriceHint({ hasOfferPricing: true, offerPrice: '799', price: '899' })).toBeNull();
  });

  it('refuses an original price below the price and an offer that ends before it starts', () => {
    const errors = validateProductForm({
      ...emptyProductForm(),
      price: '1199',
      hasOfferPricing: true,
      offerPrice: '899',
      originalPrice: '999',
      offerValidFrom: '2026-12-10',
      offerValidUntil: '2026-12-01',
    });
    expect(errors.originalPrice).toBe('Original price must be at least the price');
    expect(errors.offerValidUntil).toBe('End date must be after start date.');
  });

  it('previews what shoppers see: the offer price with the original price struck through, else the price', () => {
    const values = { price: '1199', hasOfferPricing: true, offerPrice: '899', originalPrice: '' };
    expect(shopperPricePreview(values)).toEqual({ price: 899, struck: 1199 });
    expect(shopperPricePreview({ ...values, originalPrice: '1299' })).toEqual({ price: 899, struck: 1299 });
    expect(shopperPricePreview({ ...values, hasOfferPricing: false })).toEqual({ price: 1199, struck: null });
  });

  it('requires a colour name and an image for a variant and whole stock from 0 to the bound', () => {
    const variant = { ...newVariant(true), stock: { ...newVariant(true).stock, M: '-2', L: '1.5', XL: '1000001' } };
    const errors = validateProductForm({ ...emptyProductForm(), sizes: ['M', 'L', 'XL'], colorVariants: [variant] });
    expect(errors['colorVariants.0.colorName']).toBe('Colour name is required');
    expect(errors['colorVariants.0.images']).toBe('At least one image is required for each colour');
    expect(errors['colorVariants.0.stock.M']).toBe('Stock must be a whole number from 0 to 10,00,000');
    expect(errors['colorVariants.0.stock.L']).toBe('Stock must be a whole number from 0 to 10,00,000');
    expect(errors['colorVariants.0.stock.XL']).toBe('Stock must be a whole number from 0 to 10,00,000');
  });
});

describe('admin product form', () => {
  it('shows each rule against its field and sends nothing', async () => {
    const { user, api } = form();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Material is required')).toBeTruthy();
    expect(screen.getByText('HSN code is required to sell this product')).toBeTruthy();
    expect(api.calls('POST', '/api/products')).toHaveLength(0);
  });

  it('refuses to save without a valid HSN code, marks the field, and sends the code once it is right', async () => {
    const { user, api } = form({
      'POST /api/products': { status: 201, body: { success: true, product: anAdminProduct() } },
    });
    await fillRequired(user);
    const hsn = screen.getByLabelText(/^HSN code/);
    await user.clear(hsn);
    await user.type(hsn, '610');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(HSN_MESSAGES.format)).toBeTruthy();
    expect(hsn.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/api/products')).toHaveLength(0);
    await user.type(hsn, '91000');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully')).toBeTruthy();
    expect((api.calls('POST', '/api/products')[0].body as ProductRequest).hsnCode).toBe('61091000');
  });

  it("shows the server's HSN field error against the HSN code field", async () => {
    const { user } = form({
      'POST /api/products': {
        status: 400,
        body: {
          success: false,
          message: HSN_MESSAGES.format,
          errors: [{ param: 'hsnCode', msg: HSN_MESSAGES.format }],
        },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect((await screen.findAllByText(HSN_MESSAGES.format)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^HSN code/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a product's HSN code for editing, and one created before HSN codes as empty and required", async () => {
    const { user, api } = form(
      {
        'GET /api/products/:id': { body: { success: true, product: anAdminProduct({ hsnCode: '' }) } },
        'PUT /api/products/:id': { body: { success: true, product: anAdminProduct() } },
      },
      '/admin/products/p1/edit',
      '/admin/products/:id/edit',
    );
    const hsn = (await screen.findByLabelText(/^HSN code/)) as HTMLInputElement;
    expect(hsn.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('HSN code is required to sell this product')).toBeTruthy();
    expect(api.calls('PUT', '/api/products/p1')).toHaveLength(0);
    await user.type(hsn, '6110');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    expect((api.calls('PUT', '/api/products/p1')[0].body as ProductRequest).hsnCode).toBe('6110');
  });

  it('creates a product with base stock, two colour variants and uploaded images (a failed upload is skipped with its toast)', async () => {
    const { user, api, location } = form({
      'POST /api/products': { status: 201, body: { success: true, product: anAdminProduct() } },
    });
    fakeUploads((n) => (n === 2 ? { status: 500 } : { status: 201, url: `/uploads/${n}.png` }));
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Original stock M'));
    await user.type(screen.getByLabelText('Original stock M'), '4');
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    const [first, second] = screen.getAllByRole('group', { name: /Colour variant/ });
    await user.type(within(first).getByLabelText(/Colour name/), 'Red');
    await user.upload(within(first).getByLabelText('Upload Red images', { selector: 'input' }), [
      png('a.png'),
      png('b.png'),
    ]);
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
    await user.type(within(second).getByLabelText(/Colour name/), 'Navy');
    const code = within(second).getByLabelText('Colour code');
    await user.clear(code);
    await user.type(code, '1e3a8a');
    await user.upload(within(second).getByLabelText('Upload Navy images', { selector: 'input' }), [png('c.png')]);
    await within(second).findByRole('img', { name: 'Navy' });
    await user.clear(within(second).getByLabelText('Navy stock L'));
    await user.type(within(second).getByLabelText('Navy stock L'), '7');
    await user.click(within(second).getByLabelText('Default colour'));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully')).toBeTruthy();
    const body = api.calls('POST', '/api/products')[0].body as ProductRequest;
    expect(body).toMatchObject({
      name: 'Core Tee',
      price: 899,
      category: 'topwear',
      sizes: ['S', 'M', 'L', 'XL'],
      stock: { S: 0, M: 4, L: 0, XL: 0 },
    });
    expect(body.colorVariants).toEqual([
      {
        colorName: 'Red',
        colorCode: '#000000',
        images: [{ url: '/uploads/1.png', altText: 'Red' }],
        stock: { S: 0, M: 0, L: 0, XL: 0 },
        isDefault: false,
        isActive: true,
      },
      {
        colorName: 'Navy',
        colorCode: '#1e3a8a',
        images: [{ url: '/uploads/3.png', altText: 'Navy' }],
        stock: { S: 0, M: 0, L: 7, XL: 0 },
        isDefault: true,
        isActive: true,
      },
    ]);
    expect(location().pathname).toBe('/admin/products');
  });

  it('shows the server field errors against their fields', async () => {
    const { user } = form({
      'POST /api/products': {
        status: 400,
        body: { success: false, message: 'Validation failed', errors: [{ param: 'brand', msg: 'Brand is too long' }] },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect((await screen.findAllByText('Brand is too long')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Brand/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Failed to add product' when the server gives no message", async () => {
    const { user } = form({ 'POST /api/products': { status: 500, body: {} } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Failed to add product')).toBeTruthy();
  });

  it('edits a product with its variants and sends PUT with the variant ids', async () => {
    const product = anAdminProduct({ colorVariants: [aColourVariant()], hasOfferPricing: true, offerPrice: 699 });
    const { user, api } = form(
      {
        'GET /api/products/:id': { body: { success: true, product } },
        'PUT /api/products/:id': { body: { success: true, product } },
      },
      '/admin/products/p1/edit',
      '/admin/products/:id/edit',
    );
    const offer = await screen.findByLabelText(/^Offer price/);
    await user.clear(offer);
    await user.type(offer, '649');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    const body = api.calls('PUT', '/api/products/p1')[0].body as ProductRequest;
    expect(body.offerPrice).toBe(649);
    expect(body.colorVariants?.[0]).toMatchObject({
      _id: 'red',
      colorName: 'Red',
      stock: { S: 2, M: 4, L: 0 },
      isDefault: true,
    });
  });

  it("shows the product's original (struck-through) price and offer days, previews them, and sends them back as edited", async () => {
    const product = anAdminProduct({
      price: 1199,
      hasOfferPricing: true,
      offerPrice: 899,
      originalPrice: 1299,
      offerValidFrom: '2026-11-01',
      offerValidUntil: '2026-12-31',
      isOfferValid: true,
      displayOriginalPrice: 1299,
    });
    const { user, api } = form(
      {
        'GET /api/products/:id': { body: { success: true, product } },
        'PUT /api/products/:id': { body: { success: true, product } },
      },
      '/admin/products/p1/edit',
      '/admin/products/:id/edit',
    );
    const original = (await screen.findByLabelText(/^Original price/)) as HTMLInputElement;
    expect(original.value).toBe('1299');
    expect((screen.getByLabelText('Offer valid from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Offer valid until') as HTMLInputElement).value).toBe('2026-12-31');
    const preview = screen.getByText('Shoppers see:').parentElement!;
    expect(within(preview).getByText('₹899.00')).toBeTruthy();
    expect(within(preview).getByText('₹1,299.00').className).toContain('line-through');
    await user.clear(original);
    expect(within(preview).getByText('₹1,199.00').className).toContain('line-through');
    await user.clear(screen.getByLabelText('Offer valid until'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    const body = api.calls('PUT', '/api/products/p1')[0].body as ProductRequest;
    expect(body).toMatchObject({
      price: 1199,
      offerPrice: 899,
      originalPrice: null,
      offerValidFrom: '2026-11-01',
      offerValidUntil: null,
    });
  });
});
