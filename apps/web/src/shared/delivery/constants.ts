/** The "Check delivery" widget's texts and where it remembers the shopper's pincode (issue #43). */
export const DELIVERY_TEXT = {
  title: 'Check delivery',
  label: 'Pincode',
  placeholder: 'Enter pincode',
  check: 'Check',
  checking: 'Checking...',
  failed: 'Could not check delivery right now. Please try again.',
  orderPromise: 'Estimated delivery',
} as const;

/** localStorage key of the last pincode checked. */
export const PINCODE_STORAGE_KEY = 'threadfit.deliveryPincode';
