/**
 * States and union territories of India with their GST state codes (the first two characters of
 * a GSTIN). `ut` marks the union territories without a legislature, where UTGST replaces SGST
 * (india-commerce.md); Delhi, Puducherry and Jammu and Kashmir have legislatures and use SGST.
 */
export const GST_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '37', name: 'Andhra Pradesh', ut: false },
  { code: '12', name: 'Arunachal Pradesh', ut: false },
  { code: '18', name: 'Assam', ut: false },
  { code: '10', name: 'Bihar', ut: false },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '22', name: 'Chhattisgarh', ut: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '07', name: 'Delhi', ut: false },
  { code: '30', name: 'Goa', ut: false },
  { code: '24', name: 'Gujarat', ut: false },
  { code: '06', name: 'Haryana', ut: false },
  { code: '02', name: 'Himachal Pradesh', ut: false },
  { code: '01', name: 'Jammu and Kashmir', ut: false },
  { code: '20', name: 'Jharkhand', ut: false },
  { code: '29', name: 'Karnataka', ut: false },
  { code: '32', name: 'Kerala', ut: false },
  { code: '38', name: 'Ladakh', ut: true },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '23', name: 'Madhya Pradesh', ut: false },
  { code: '27', name: 'Maharashtra', ut: false },
  { code: '14', name: 'Manipur', ut: false },
  { code: '17', name: 'Meghalaya', ut: false },
  { code: '15', name: 'Mizoram', ut: false },
  { code: '13', name: 'Nagaland', ut: false },
  { code: '21', name: 'Odisha', ut: false },
  { code: '34', name: 'Puducherry', ut: false },
  { code: '03', name: 'Punjab', ut: false },
  { code: '08', name: 'Rajasthan', ut: false },
  { code: '11', name: 'Sikkim', ut: false },
  { code: '33', name: 'Tamil Nadu', ut: false },
  { code: '36', name: 'Telangana', ut: false },
  { code: '16', name: 'Tripura', ut: false },
  { code: '09', name: 'Uttar Pradesh', ut: false },
  { code: '05', name: 'Uttarakhand', ut: false },
  { code: '19', name: 'West Bengal', ut: false },
] as const;

export type GstState = (typeof GST_STATES)[number];
export type IndianStateName = GstState['name'];

/** The address forms' state names, in alphabetical order. */
export const INDIAN_STATES: readonly IndianStateName[] = GST_STATES.map((state) => state.name);

export const gstStateByName = (name: string): GstState | undefined => GST_STATES.find((state) => state.name === name);

export const gstStateByCode = (code: string): GstState | undefined => GST_STATES.find((state) => state.code === code);
