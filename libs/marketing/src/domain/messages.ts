import { MARKETING_INPUT_MESSAGES as INPUT, VALIDATION_MESSAGES } from '@store/contracts';

/** The marketing module's texts: the spec's where it gives one, otherwise plain and specific. */
export const MARKETING_MESSAGES = {
  offerTitleRequired: 'Title is required',
  offerDiscountRequired: 'Discount is required',
  offerDescriptionRequired: 'Description is required',
  offerCtaTextRequired: 'CTA Text is required',
  offerCtaLinkRequired: 'CTA Link is required',
  offerDatesRequired: VALIDATION_MESSAGES.offerDatesRequired,
  offerEndBeforeStart: VALIDATION_MESSAGES.offerEndBeforeStart,
  offerDelayMin: INPUT.offerDelayMin,
  offerNotFound: 'Offer not found',
  offerCreated: 'Offer created successfully!',
  offerUpdated: 'Offer updated successfully!',
  offerDeleted: 'Offer deleted successfully!',

  imageRequired: VALIDATION_MESSAGES.bannerImageRequired,
  heroImageNotFound: 'Hero image not found',
  heroImageAdded: 'Hero image added successfully!',
  heroImageUpdated: 'Hero image updated successfully!',
  heroImageDeleted: 'Hero image deleted successfully!',
  heroImagesReordered: 'Hero images reordered successfully!',
  reorderEmpty: INPUT.reorderEmpty,
  reorderOrderInvalid: INPUT.reorderOrderInvalid,
  reorderUnknownId: (id: string) => `Hero image not found: ${id}`,
  reorderDuplicateId: (id: string) => `Hero image ${id} is listed more than once`,
  reorderDuplicateOrder: (order: number) => `Two hero images cannot share order ${order}`,

  categoryInvalid: INPUT.categoryInvalid,
  bannerNotFound: 'Banner not found',
  noBannerFor: (category: string) => `No banner set for ${category}`,
  bannerUpdated: (category: string) => `${category} banner updated successfully!`,
  bannerDeleted: 'Banner deleted successfully!',
} as const;
