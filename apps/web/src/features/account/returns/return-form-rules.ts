import {
  RETURN_LIMITS,
  RETURN_MESSAGES as M,
  RETURN_REASONS_NEEDING_PHOTOS,
  type OrderReturnsResponse,
  type ReturnableLine,
  type ReturnReason,
} from '@store/contracts';
import type { CreateReturnRequest } from '@store/contracts/requests';

/** A size exchange's wanted size and colour for one line ('' until chosen; colour null: the Original colour). */
export interface WantedExchange {
  size: string;
  colorVariantId: string | null;
}

/** The return form as the shopper fills it in. */
export interface ReturnFormValues {
  /** Units to return per order line (absent or 0: not returned). */
  quantities: Record<number, number>;
  reason: ReturnReason | '';
  exchanges: Record<number, WantedExchange>;
  comment: string;
  /** Addresses the photo upload answered. */
  photos: string[];
}

/** What is wrong, by field: 'lines', 'reason', 'photos', 'comment', or 'line-{n}' for one line. */
export type ReturnFormErrors = Partial<Record<string, string>>;

export const emptyReturnForm = (): ReturnFormValues => ({
  quantities: {},
  reason: '',
  exchanges: {},
  comment: '',
  photos: [],
});

/** The lines the shopper can still return something of. */
export const returnableLines = (data: Pick<OrderReturnsResponse, 'returnable'>): ReturnableLine[] =>
  data.returnable.filter((line) => line.returnable > 0);

/** Whether a reason needs photos (damaged, defective). */
export const needsPhotos = (reason: ReturnReason | ''): boolean =>
  reason !== '' && RETURN_REASONS_NEEDING_PHOTOS.includes(reason);

/** The chosen lines: those with at least one unit. */
const chosen = (values: ReturnFormValues) =>
  Object.entries(values.quantities)
    .map(([line, quantity]) => ({ line: Number(line), quantity }))
    .filter((entry) => entry.quantity > 0)
    .sort((a, b) => a.line - b.line);

/**
 * The server's rules checked before sending, with its words: at least one line, no more than
 * can still be returned, a reason it offers, photos for damaged or defective, a wanted size or
 * colour different from the delivered one for each line of a size exchange.
 */
export function returnFormErrors(
  values: ReturnFormValues,
  data: Pick<OrderReturnsResponse, 'returnable' | 'exchangesEnabled'>,
): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const lines = chosen(values);
  if (lines.length === 0) errors.lines = M.linesRequired;
  for (const { line, quantity } of lines) {
    const returnable = data.returnable.find((item) => item.line === line);
    if (!returnable) errors[`line-${line}`] = M.unknownLine(line);
    else if (!Number.isInteger(quantity)) errors[`line-${line}`] = M.quantityInvalid;
    else if (quantity > returnable.returnable) errors[`line-${line}`] = M.tooMany(line, returnable.returnable);
  }
  if (values.reason === '') errors.reason = M.reasonInvalid;
  else if (values.reason === 'size_exchange' && !data.exchangesEnabled) errors.reason = M.exchangesDisabled;
  if (needsPhotos(values.reason) && values.photos.length === 0) errors.photos = M.photosRequired;
  if (values.photos.length > RETURN_LIMITS.maxPhotos) errors.photos = M.photosTooMany;
  if (values.comment.trim().length > RETURN_LIMITS.commentMax) errors.comment = M.commentTooLong;
  if (values.reason === 'size_exchange') {
    for (const { line } of lines) {
      if (errors[`line-${line}`]) continue;
      const wanted = values.exchanges[line];
      const delivered = data.returnable.find((item) => item.line === line);
      if (!wanted?.size) errors[`line-${line}`] = M.exchangeRequired(line);
      else if (delivered && wanted.size === delivered.size && wanted.colorVariantId === delivered.colorVariantId)
        errors[`line-${line}`] = M.exchangeSame(line);
    }
  }
  return errors;
}

/** The request the form sends: chosen lines (with the wanted size for an exchange), the reason, the trimmed comment, the photos. */
export function returnRequestBody(values: ReturnFormValues): Omit<CreateReturnRequest, 'orderToken'> {
  const exchange = values.reason === 'size_exchange';
  return {
    lines: chosen(values).map(({ line, quantity }) => ({
      line,
      quantity,
      ...(exchange && values.exchanges[line]
        ? { exchange: { size: values.exchanges[line].size, colorVariantId: values.exchanges[line].colorVariantId } }
        : {}),
    })),
    reason: values.reason as ReturnReason,
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    ...(values.photos.length ? { photos: values.photos } : {}),
  };
}
