/** The return policy of spec section 9. */
export const RETURN_POLICY = [
  'Returns are accepted within 3 days of delivery only.',
  'Only damaged or defective products can be returned.',
  'Product tags must not be removed.',
  'Start a return through our WhatsApp chat with your order details and photos of the product.',
  'Refunds are processed within 5-7 business days after approval.',
] as const;

export const RETURN_POLICY_TEXT = {
  title: 'Return Policy',
} as const;
