/** What other modules (and tests) may use from the delivery module. */
export { DeliveryModule } from './delivery.module';
export { deliveryManifest } from './delivery-manifest';
export { DeliveryEstimates } from './queries/delivery-estimates';
export { DEFAULT_PINCODE_RULES } from './domain/default-pincode-rules';
export { deliveryPromise, addDays, type DeliveryPromise } from './domain/delivery-estimate';
export { PINCODE_RULES_EVENT_TYPES, type PincodeRulesEvent } from './domain/pincode-rules-events';
export { PINCODE_RULES_STREAM } from './streams';
