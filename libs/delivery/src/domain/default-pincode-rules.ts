import type { PincodeRule } from '@store/contracts';

const days = (prefix: string, area: string, minDays: number, maxDays: number): PincodeRule => ({
  prefix,
  area,
  serviceable: true,
  minDays,
  maxDays,
});

/**
 * The table the store starts with, until an admin saves one (india-commerce.md, "Pincodes and
 * delivery"): each region (the pincode's first digit) 4-7 days; metro prefixes 2-4; J&K and Ladakh
 * (18, 19), the North-East (78, 79) and Sikkim (737) 6-10; the islands longer (Andaman and
 * Nicobar 744: 8-12, Lakshadweep 68255: 10-15); the Army Postal Service (9) not served, since
 * couriers do not deliver to field post offices. Calendar days, dispatch day not counted.
 */
export const DEFAULT_PINCODE_RULES: readonly PincodeRule[] = [
  days('1', 'Delhi, Haryana, Punjab, Himachal Pradesh', 4, 7),
  days('110', 'Delhi', 2, 4),
  days('122', 'Gurugram', 2, 4),
  days('18', 'Jammu and Kashmir', 6, 10),
  days('19', 'Jammu and Kashmir, Ladakh', 6, 10),
  days('2', 'Uttar Pradesh, Uttarakhand', 4, 7),
  days('201', 'Noida, Ghaziabad', 2, 4),
  days('3', 'Rajasthan, Gujarat', 4, 7),
  days('380', 'Ahmedabad', 2, 4),
  days('4', 'Maharashtra, Madhya Pradesh, Chhattisgarh, Goa', 4, 7),
  days('400', 'Mumbai', 2, 4),
  days('411', 'Pune', 2, 4),
  days('5', 'Andhra Pradesh, Telangana, Karnataka', 4, 7),
  days('500', 'Hyderabad', 2, 4),
  days('560', 'Bengaluru', 2, 4),
  days('6', 'Tamil Nadu, Kerala', 4, 7),
  days('600', 'Chennai', 2, 4),
  days('68255', 'Lakshadweep', 10, 15),
  days('7', 'West Bengal, Odisha', 4, 7),
  days('700', 'Kolkata', 2, 4),
  days('737', 'Sikkim', 6, 10),
  days('744', 'Andaman and Nicobar Islands', 8, 12),
  days('78', 'North-East: Assam', 6, 10),
  days('79', 'North-East: Arunachal, Manipur, Meghalaya, Mizoram, Nagaland, Tripura', 6, 10),
  days('8', 'Bihar, Jharkhand', 4, 7),
  { prefix: '9', area: 'Army Postal Service', serviceable: false, minDays: null, maxDays: null },
];
