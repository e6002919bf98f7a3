import { RETURN_LIMITS, RETURN_MESSAGES } from '@store/contracts';

/** The shopper's returns (issue #43): texts and limits; the server's own messages where it has them. */
export const RETURN_TEXT = {
  title: 'Returns',
  /** The state's badge while a refund the gateway refused waits to be made again. */
  refundFailed: 'Refund failed',
  request: 'Request a return',
  dialogTitle: (orderNumber: string) => `Return items of order #${orderNumber}`,
  submit: 'Send return request',
  sending: 'Sending...',
  cancel: 'Cancel',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  comment: 'Comment (optional)',
  commentHint: 'What is wrong with it? Anything that helps us check it quickly.',
  photos: 'Photos',
  addPhotos: 'Add photos',
  photosHint: (max: number) => `Up to ${max} photos of the damage or defect (JPEG, PNG, WebP or GIF, 5 MB each).`,
  photosOptional: 'Photos (optional)',
  removePhoto: (index: number) => `Remove photo ${index + 1}`,
  photoPreview: (index: number) => `Photo ${index + 1}`,
  uploading: 'Uploading...',
  photoFailed: (name: string) => `${name}: the photo could not be uploaded`,
  quantityOf: (name: string) => `Units of ${name} to return`,
  wantedSize: (name: string) => `Size you want instead of ${name}`,
  wantedColour: (name: string) => `Colour you want instead of ${name}`,
  chooseSize: 'Choose a size',
  leftToReturn: (left: number, delivered: number) => `${left} of ${delivered} delivered can be returned`,
  nothingLeft: 'Nothing left to return',
  requested: RETURN_MESSAGES.requested,
  failed: 'Failed to send the return request',
  loadFailed: 'Failed to load the returns of this order',
  windowOpen: (lastDay: string) => `You can request a return until ${lastDay}.`,
  windowClosed: (lastDay: string) => `The return window closed on ${lastDay}.`,
  notDeliveredYet: 'Returns open once your order is delivered.',
  policy: (days: number) =>
    days === 0
      ? 'Returns are accepted on the day of delivery only.'
      : `Returns are accepted within ${days} ${days === 1 ? 'day' : 'days'} of delivery.`,
  whatsapp: 'Return via WhatsApp',
  trackPickup: (carrier: string, awb: string) => `Track pickup ${carrier} ${awb}`,
  trackReplacement: (carrier: string, awb: string) => `Track replacement ${carrier} ${awb}`,
} as const;

export const RETURN_FORM_LIMITS = RETURN_LIMITS;
