/** Stream ids of the delivery module. */
export const PINCODE_RULES_STREAM = 'delivery-pincode-rules';
