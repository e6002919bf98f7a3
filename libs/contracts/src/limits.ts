/**
 * Upper bounds of what the API accepts from outside, shared by every module so no string reaches
 * a pattern, a hash or a column unbounded and no number overflows a column or an OFFSET.
 */
export const INPUT_BOUNDS = {
  /** Ids in paths and bodies: UUIDs (36) and provider ids (order_..., pay_...) fit with room. */
  idMaxLength: 64,
  /** Highest page number of any paged list: 10,000 pages of 100 rows is a million rows. */
  maxPage: 10_000,
  /** Names, cities, reasons and other one-line texts. */
  textMaxLength: 200,
  /** Passwords (bcrypt reads 72 bytes). */
  passwordMaxLength: 72,
  /** Opaque tokens (reset links, order access tokens). */
  tokenMaxLength: 512,
} as const;

/** Business constants of spec section 9. */
export const LIMITS = {
  freeShippingThreshold: 699,
  shippingCost: 29,
  lowStockWarningAt: 5,
  passwordMinLength: 6,
  nameMinLength: 2,
  verificationCodeLength: 6,
  reviewMinLength: 10,
  reviewMaxLength: 500,
  reviewsPageSize: 10,
  adminOrdersPageSize: 10,
  paymentRetries: 3,
} as const;

/**
 * What a product may store (the catalogue's domain checks them; the admin form and the CSV import
 * name them in their messages): rupees far above any garment and far below numeric and JS integer
 * limits; units of one size well within an int column.
 */
export const PRODUCT_BOUNDS = {
  maxPrice: 10_000_000,
  maxStock: 1_000_000,
  /** A product's unpaid-order hold (issue #45): whole minutes; none set, the store's ORDER_PAYMENT_TIMEOUT. */
  minPaymentHoldMinutes: 1,
  maxPaymentHoldMinutes: 60,
} as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type Size = (typeof SIZES)[number];

export const CATEGORIES = ['topwear', 'bottomwear'] as const;
export type Category = (typeof CATEGORIES)[number];

/** 10 digits, the first 6 to 9 (an Indian mobile number without its +91 prefix). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/**
 * The standard e-mail pattern of the spec's validation rules (something@domain.tld), written so
 * it runs in linear time: the domain's first dot after its first character is matched without
 * backtracking (the form `[^\s@]+\.[^\s@]+` took seconds on "a@" + 30,000 dots + "@").
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** The longest e-mail address accepted anywhere (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The image files an admin may upload (POST /uploads checks the bytes; the pickers offer only these). */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
} as const;
export const UPLOAD_NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded';
