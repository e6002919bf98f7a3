import { HERO_IMAGE_DEFAULTS, HSN_MESSAGES, SIZES, UPLOAD_NOT_AN_IMAGE, VALIDATION_MESSAGES } from '@store/contracts';

/** The admin screens' texts: the spec's words (sections 2, 5, 8 Admin, 9) and a few plain ones. */
export const ADMIN_TEXT = {
  products: {
    title: 'Products',
    add: 'Add Product',
    loadFailed: 'Failed to load products',
    addFailed: 'Failed to add product',
    deleteFailed: 'Failed to delete product',
    updateFailed: 'Failed to update product',
    created: 'Product created successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    upcomingOn: 'Marked as upcoming',
    upcomingOff: 'Product launched',
    upcomingFailed: 'Failed to update upcoming status',
    empty: 'No products found.',
    loading: 'Loading products...',
    deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
    searchPlaceholder: 'Search products...',
    offerBelowHint: 'The offer price should be below the original price.',
  },
  product: {
    nameRequired: 'Product name is required',
    descriptionRequired: 'Description is required',
    priceRequired: 'Price is required',
    priceRange: VALIDATION_MESSAGES.priceRange,
    offerPriceRange: VALIDATION_MESSAGES.offerPriceRange,
    categoryRequired: 'Category is required',
    brandRequired: 'Brand is required',
    materialRequired: 'Material is required',
    hsnRequired: HSN_MESSAGES.required,
    hsnFormat: HSN_MESSAGES.format,
    hsnHint:
      '4, 6 or 8 digits, printed on tax invoices: 6109 T-shirts and vests, 6110 hoodies, 6103 knitted trousers and shorts',
    paymentHoldRange: VALIDATION_MESSAGES.paymentHoldRange,
    paymentHoldHint:
      'Minutes an unpaid order keeps this product for the shopper (a limited drop: 5). Empty: the store default.',
    offerPriceRequired: 'Offer price is required when offer pricing is enabled',
    originalPriceBelowPrice: 'Original price must be at least the price',
    sizesRequired: 'Choose at least one size',
    colourNameRequired: 'Colour name is required',
    colourImageRequired: 'At least one image is required for each colour',
    stockInvalid: VALIDATION_MESSAGES.stockRange,
    colourCodeInvalid: 'Colour code must be a hex colour like #1a2b3c',
  },
  upload: {
    failed: 'Failed to upload image',
    uploaded: 'Image uploaded successfully!',
    uploading: 'Uploading...',
    /** A picked file that is not an image: named, with the types the store takes (the server's words). */
    notAnImage: (names: readonly string[]) =>
      `${names.join(', ')}: ${UPLOAD_NOT_AN_IMAGE.charAt(0).toLowerCase()}${UPLOAD_NOT_AN_IMAGE.slice(1)}`,
    oneImageOnly: 'Choose one image',
  },
  stock: {
    adjusted: 'Stock updated',
    adjustFailed: 'Failed to update stock',
    historyEmpty: 'No stock changes yet.',
    historyFailed: 'Failed to load stock history',
  },
  offers: {
    title: 'Manage Offers',
    loadFailed: 'Failed to load current offer',
    saveFailed: 'Failed to save offer',
    updated: 'Offer updated successfully!',
    created: 'Offer created successfully!',
    none: 'No active offer found',
    create: 'Create Offer',
    edit: 'Edit Offer',
    cancelEdit: 'Cancel Edit',
  },
  hero: {
    title: 'Hero Images',
    loadFailed: 'Failed to load hero images',
    addFailed: (file: string) => `Failed to add image: ${file}`,
    deleteFailed: 'Failed to delete hero image',
    reorderFailed: 'Failed to reorder hero images',
    updateFailed: 'Failed to update hero image',
    added: (n: number) => `Successfully added ${n} image(s)!`,
    deleted: 'Hero image deleted successfully!',
    reordered: 'Hero images reordered successfully!',
    updated: 'Hero image updated successfully!',
    empty: 'No hero images found. Add some images to get started.',
    reordering: 'Reordering images...',
    deleteConfirm: 'Are you sure you want to delete this hero image? This action cannot be undone.',
  },
  banners: {
    title: 'Collection Banners',
    fetchFailed: 'Failed to fetch banners',
    updateFailed: 'Failed to update banner',
    deleteFailed: 'Failed to delete banner',
    updated: (category: string) => `${category} banner updated successfully!`,
    deleted: 'Banner deleted successfully!',
    none: 'No banner set',
    deleteConfirm: 'Are you sure you want to delete this banner?',
    recommended: 'Recommended size: 800x400px',
  },
} as const;

export const ADMIN_SIZES = SIZES;
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const ADMIN_CATEGORIES = [
  { value: 'topwear', label: 'Topwear' },
  { value: 'bottomwear', label: 'Bottomwear' },
] as const;

/** Spec section 9: offer defaults. */
export const OFFER_FORM_DEFAULTS = {
  badgeText: 'LIMITED TIME OFFER',
  terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
  delay: 2000,
  showBadge: true,
  showOncePerSession: true,
  isActive: true,
} as const;

/** Spec section 9: a new hero image. */
export const HERO_DEFAULTS = {
  title: HERO_IMAGE_DEFAULTS.title,
  description: '',
  link: '',
  buttonText: HERO_IMAGE_DEFAULTS.buttonText,
  isActive: true,
} as const;

/** Spec section 9: banner order. */
export const BANNER_ORDER = { topwear: 0, bottomwear: 1 } as const;

export const STOCK_REASONS = [
  { value: 'received', label: 'Received' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'returned', label: 'Returned to stock' },
  { value: 'count-correction', label: 'Count correction' },
  { value: 'other', label: 'Other' },
] as const;
