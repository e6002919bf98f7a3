let counter = 0;
/** An admin product form with one or two colour variants and stock per size. */
export function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Flex Dry-Fit Tee ${counter}`,
    description: 'Sweat-wicking training tee for heavy sessions',
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Polyester',
    sizes: ['S', 'M', 'L'],
    tags: ['gym', 'training'],
    price: 799,
    isNewArrival: true,
    colorVariants: [
      { colorName: 'Black', colorCode: '#000000', images: [{ url: '/demo/black.svg', altText: 'Black tee' }], isDefault: true, stock: { S: 2, M: 3 } },
      { colorName: 'Olive', colorCode: '#556b2f', images: [{ url: '/demo/olive.svg', altText: 'Olive tee' }], stock: { L: 4 } },
    ],
    ...overrides,
  };
}
