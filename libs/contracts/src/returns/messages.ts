import { RETURN_LIMITS as L } from './rules';

/** Every text of the returns routes: refusals, field errors and the admin's confirmations. */
export const RETURN_MESSAGES = {
  // the shopper's request
  linesRequired: 'Choose at least one item to return',
  lineInvalid: 'Line must be the index of one of the order’s lines',
  lineTwice: (line: number) => `Line ${line + 1} is listed twice`,
  unknownLine: (line: number) => `This order has no line ${line + 1}`,
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  reasonInvalid: 'Please choose a reason: damaged, defective or size exchange',
  exchangesDisabled: 'Size exchanges are not offered at the moment',
  commentTooLong: `Comment must be at most ${L.commentMax} characters`,
  photosInvalid: 'Photos must be a list of uploaded image addresses',
  photosTooMany: `At most ${L.maxPhotos} photos`,
  photoInvalid: 'Each photo must be an address answered by the photo upload',
  photosRequired: 'Please add at least one photo of the damage or defect',
  exchangeRequired: (line: number) => `Choose the size or colour you want instead for line ${line + 1}`,
  exchangeOnlyForSizeExchange: 'A wanted size or colour is only for a size exchange',
  exchangeSizeInvalid: 'Size must be one of the product’s sizes',
  exchangeSame: (line: number) => `Line ${line + 1}: choose a different size or colour than the one delivered`,
  exchangeUnavailable: (line: number, size: string) =>
    `Line ${line + 1}: size ${size} is not available for an exchange`,
  exchangeColorUnknown: (line: number) => `Line ${line + 1}: that colour is not offered`,
  notPaid: 'This order is not paid: there is nothing to return',
  notDelivered: 'Returns open once your order is delivered',
  lineNotDelivered: (line: number) => `Line ${line + 1} has not been delivered yet`,
  tooMany: (line: number, left: number) =>
    left === 0
      ? `Line ${line + 1} has nothing left to return`
      : `Line ${line + 1} has only ${left} ${left === 1 ? 'unit' : 'units'} left to return`,
  windowClosed: (lastDay: string) => `The return window closed on ${lastDay}`,
  requested: 'Return requested',
  customerOnly: 'Only the customer who placed the order can ask for its return',

  // the photo upload
  photoRequired: 'Please choose a photo to upload',
  photoTooLarge: 'Photos must be 5 MB or smaller',

  // the admin
  returnNotFound: 'Return not found',
  versionRequired: 'expectedVersion must be the version of the return you are looking at',
  staleVersion: (number: string, what: string) =>
    `Return ${number} was ${what} meanwhile by someone else; reload it to see its current state`,
  notInState: (number: string, state: string, action: string) => `Return ${number} is ${state}: it cannot be ${action}`,
  pickupCarrierRequired: 'Please choose the pickup carrier',
  awbInvalid: 'AWB must be 6-30 letters, digits or -',
  unknownCarrier: (name: string) => `Unknown carrier ${name}: add it under Carriers first`,
  rejectReasonRequired: 'Please give the reason the shopper will read',
  rejectReasonTooLong: `Reason must be at most ${L.rejectReasonMax} characters`,
  conditionInvalid: 'Condition must be good or damaged',
  receivedTooMany: (line: number, asked: number) =>
    `Line ${line + 1}: the return asked for ${asked} ${asked === 1 ? 'unit' : 'units'}`,
  receivedNotInReturn: (line: number) => `Line ${line + 1} is not part of this return`,
  receivedNothing: 'Say how many units came back for at least one line',
  refundOnlyForRefunds: 'This return is a size exchange: send the replacement instead of refunding',
  exchangeOnlyForExchanges: 'Only a size exchange is answered with a replacement',
  refundLineNotReceived: (line: number) => `Line ${line + 1} of this return was not received`,
  refundAmountInvalid: 'Amount must be a number of rupees with at most 2 decimals, at least 0.01',
  refundLineTooMuch: (line: number, most: string) => `Line ${line + 1}: at most ${most} can be refunded for it`,
  refundIdInvalid: 'Refund id must be a UUID',
  refundLinesRequired: 'Give the amount to refund for each returned line',
  exchangeStockShort: (line: number, size: string) => `Line ${line + 1}: size ${size} is out of stock for the exchange`,
  approved: (number: string) => `Return ${number} approved`,
  rejected: (number: string) => `Return ${number} rejected`,
  received: (number: string) => `Return ${number} marked received`,
  refunded: (number: string) => `Return ${number} refunded`,
  refundFailed: (number: string, reason: string) =>
    `The refund of return ${number} failed: ${reason}. Refund it again when the payment provider allows it`,
  exchanged: (number: string) => `Return ${number}: replacement shipped`,

  // settings
  windowDaysInvalid: `Return window must be a whole number of days from 0 to ${L.maxWindowDays}`,
  exchangesEnabledInvalid: 'Exchanges enabled must be true or false',
  pickupExpiryDaysInvalid: `Days to wait for a return must be a whole number from 1 to ${L.maxPickupExpiryDays}`,
  settingsSaved: 'Return settings saved',
  stateFilterInvalid: 'State must be one of requested, approved, rejected, received, refunded, exchanged, cancelled',
  searchTooLong: `Search must be at most ${L.searchMax} characters`,
} as const;

/** What happened to a return, as the 409 for a stale version words it ('approved by Admin Priya'). */
export const RETURN_STEP_PAST: Record<string, string> = {
  ReturnApproved: 'approved',
  ReturnRejected: 'rejected',
  ReturnReceived: 'marked received',
  ReturnRefunded: 'refunded',
  ReturnExchangeShipped: 'answered with a replacement',
  ReturnCancelled: 'cancelled',
  ReturnRefundFailed: 'told its refund failed',
};
