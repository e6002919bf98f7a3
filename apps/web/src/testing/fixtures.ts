import type { Product } from '../features/catalogue/types';
import type { User } from '../features/auth/types';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'tee-1',
    name: 'Aero Dry-Fit Tee',
    brand: 'ThreadFit',
    category: 'topwear',
    description: 'A breathable training tee.',
    price: 799,
    sizes: ['S', 'M', 'L'],
    stock: { S: 5, M: 3, L: 0 },
    baseImages: [{ url: '/img/tee.jpg', altText: 'Aero tee' }],
    averageRating: 4.5,
    totalReviews: 12,
    ...overrides,
  };
}

/** A product with two colour variants: Red (active, default) and Navy (inactive). */
export function aVariantProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({
    _id: 'jogger-1',
    name: 'Flex Jogger',
    category: 'bottomwear',
    price: 1299,
    stock: { S: 0, M: 0, L: 0 },
    colorVariants: [
      { _id: 'red', colorName: 'Red', colorCode: '#dc2626', images: [{ url: '/img/red.jpg' }], stock: { S: 2, M: 4, L: 0 }, isDefault: true },
      { _id: 'navy', colorName: 'Navy', colorCode: '#1e3a8a', images: [{ url: '/img/navy.jpg' }], stock: { S: 9, M: 9, L: 9 }, isActive: false },
    ],
    ...overrides,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return { _id: 'u1', name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', role: 'user', address: null, ...overrides };
}

export const anAdmin = (overrides: Partial<User> = {}): User => aUser({ _id: 'a1', name: 'Admin', email: 'admin@threadfit.in', role: 'admin', ...overrides });
