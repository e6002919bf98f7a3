import { formatDate } from '@store/contracts';
import { formatPrice } from '../../../shared/format-price';

/** An amount of a tax document (integer paise) in rupees: 79900 -> '₹799.00'. */
export const formatPaise = (paise: number) => formatPrice(paise / 100);

/** A printed date of a tax document (YYYY-MM-DD, already the store's day) as the admin tables write days. */
export const formatTaxDay = (day: string) => formatDate(day, 'day', 'UTC');

/** A rate as the tables write it: 5 -> '5%', 2.5 -> '2.5%'. */
export const formatRate = (percent: number) => `${percent}%`;
