import type { PincodeRule } from '@store/contracts';

/** The admin saved the whole delivery table (stream `delivery-pincode-rules`); the actor is the event's metadata. */
export type PincodeRulesEvent = { type: 'PincodeRulesReplaced'; data: { rules: PincodeRule[]; at: string } };

export const PINCODE_RULES_EVENT_TYPES: PincodeRulesEvent['type'][] = ['PincodeRulesReplaced'];
