import type {
  CartLine,
  ProductsPageResponse,
  CollectionBanner,
  ColorVariant,
  HeroImage,
  Offer,
  Order,
  OrderItem,
  Product,
  User,
} from '@store/contracts';

// Complete API shapes (the contracts in libs/contracts), with values from the demo catalogue, so
// a test can only build what the server can send: a contract change breaks the type-check here.

const AT = '2026-11-01T10:00:00.000Z';
export { aReview } from './review-fixtures';

/** A colour variant as GET /products sends it. */
export function aVariant(overrides: Partial<ColorVariant> & Pick<ColorVariant, '_id' | 'colorName'>): ColorVariant {
  const colorCode = overrides.colorCode ?? '#111111';
  return {
    name: overrides.colorName,
    colorCode,
    code: colorCode,
    images: [{ url: `/img/${overrides._id}.jpg`, altText: overrides.colorName }],
    stock: {},
    isDefault: false,
    isActive: true,
    ...overrides,
  };
}

/** The demo catalogue's 'PowerLift Dry-Fit Training Tee' without colour variants. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const price = overrides.price ?? 799;
  return {
    _id: 'tee-1',
    name: 'Aero Dry-Fit Tee',
    brand: 'ThreadFit',
    description: 'A breathable training tee.',
    category: 'topwear',
    material: '100% Polyester Dry-Fit',
    hsnCode: '6109',
    sizes: ['S', 'M', 'L'],
    tags: ['gym', 'dry-fit'],
    specifications: {},
    price,
    offerPrice: null,
    originalPrice: null,
    hasOfferPricing: false,
    offerValidFrom: null,
    offerValidUntil: null,
    isOfferValid: false,
    displayOriginalPrice: null,
    effectivePrice: price,
    stock: { S: 5, M: 3, L: 0 },
    baseImages: [{ url: '/img/tee.jpg', altText: 'Aero tee' }],
    images: [{ url: '/img/tee.jpg' }],
    colorVariants: [],
    activeColorVariants: [],
    defaultColorVariant: null,
    isFeatured: false,
    isNewArrival: false,
    isBestSeller: false,
    isUpcoming: false,
    averageRating: 4.5,
    totalReviews: 12,
    inStock: true,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** A product on offer: ₹599, ₹999 struck through (the demo tee's offer). */
export function anOfferProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({
    price: 799,
    offerPrice: 599,
    originalPrice: 999,
    hasOfferPricing: true,
    isOfferValid: true,
    displayOriginalPrice: 999,
    effectivePrice: 599,
    ...overrides,
  });
}

/**
 * A product with two colour variants, Red (active, default) and Navy (inactive), and its own
 * ('Original') stock sold out.
 */
export function aVariantProduct(overrides: Partial<Product> = {}): Product {
  const red = aVariant({
    _id: 'red',
    colorName: 'Red',
    colorCode: '#dc2626',
    stock: { S: 2, M: 4, L: 0 },
    isDefault: true,
  });
  const navy = aVariant({
    _id: 'navy',
    colorName: 'Navy',
    colorCode: '#1e3a8a',
    stock: { S: 9, M: 9, L: 9 },
    isActive: false,
  });
  return aProduct({
    _id: 'jogger-1',
    name: 'Flex Jogger',
    category: 'bottomwear',
    price: 1299,
    effectivePrice: 1299,
    stock: { S: 0, M: 0, L: 0 },
    colorVariants: [red, navy],
    activeColorVariants: [red],
    defaultColorVariant: red,
    images: [{ url: '/img/red.jpg' }],
    ...overrides,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    role: 'user',
    address: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    active: true,
    marketingConsent: false,
    createdAt: AT,
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<User> = {}): User =>
  aUser({ _id: 'a1', name: 'Admin', email: 'admin@threadfit.in', role: 'admin', ...overrides });

export function aCartLine(product: Product = aProduct(), overrides: Partial<CartLine> = {}): CartLine {
  return {
    product,
    quantity: 1,
    size: 'M',
    colorVariantId: null,
    colorName: null,
    colorCode: null,
    image: product.images[0]?.url ?? '',
    price: product.effectivePrice,
    originalPrice: product.displayOriginalPrice,
    ...overrides,
  };
}

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const product = overrides.product ?? overrides.productId ?? 'tee-1';
  return {
    product,
    productId: product,
    name: 'Aero Dry-Fit Tee',
    quantity: 1,
    size: 'M',
    price: 799,
    originalPrice: null,
    image: '/img/tee.jpg',
    colorVariantId: null,
    colorName: null,
    colorCode: null,
    ...overrides,
  };
}

/** A signed-in shopper's order of one tee, waiting for payment. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c9d0',
    user: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
    guestCustomer: null,
    customerEmail: 'asha@example.in',
    customerName: 'Asha Rao',
    customerPhone: '9876543210',
    orderItems: [anOrderItem()],
    shippingAddress: {
      name: 'Asha Rao',
      phone: '9876543210',
      houseName: '',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'India',
    },
    paymentMethod: 'razorpay',
    itemsPrice: 799,
    shippingCost: 0,
    totalPrice: 799,
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    orderStatus: 'pending',
    status: 'pending',
    paymentRetriesLeft: 3,
    canPay: true,
    expiresAt: '2026-11-01T10:30:00.000Z',
    expired: false,
    refundDue: false,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** The offer with the defaults of spec section 9. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'offer-1',
    title: 'Monsoon Sale',
    discount: '30% OFF',
    description: 'On all training tees',
    validFrom: '2026-01-01',
    validUntil: '2099-12-31',
    badgeText: 'LIMITED TIME OFFER',
    showBadge: true,
    ctaText: 'Shop Now',
    ctaLink: '/collections',
    terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
    delay: 2000,
    showOncePerSession: true,
    isActive: true,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function aHeroImage(overrides: Partial<HeroImage> = {}): HeroImage {
  return {
    _id: 'hero-1',
    title: 'Hero Image 1',
    description: '',
    image: { url: '/uploads/hero-1.jpg', altText: 'Hero Image 1' },
    link: '',
    buttonText: 'Shop Now',
    isActive: true,
    order: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function aBanner(overrides: Partial<CollectionBanner> = {}): CollectionBanner {
  return {
    _id: 'banner-1',
    category: 'topwear',
    imageUrl: '/uploads/topwear.jpg',
    altText: 'Topwear Collection',
    title: 'Topwear',
    isActive: true,
    order: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** GET /products' answer: these products as one page (24 a page). */
export function aProductsPage(
  products: Product[],
  page: Partial<Omit<ProductsPageResponse, 'success' | 'products'>> = {},
): ProductsPageResponse {
  return {
    success: true,
    products,
    currentPage: 1,
    totalPages: products.length ? Math.ceil(products.length / 24) : 0,
    total: products.length,
    ...page,
  };
}
