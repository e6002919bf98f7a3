/**
 * Couriers as the admin keeps them (issue #43): a name and the carrier's public tracking page,
 * with `{awb}` where the air waybill number goes (india-commerce.md, "Pincodes and delivery").
 */
export interface CarrierValues {
  name: string;
  trackingUrlTemplate: string;
}

export const AWB_PLACEHOLDER = '{awb}';
export const CARRIER_NAME_MAX = 60;
export const CARRIERS_MAX = 50;
export const TRACKING_URL_MAX = 500;

/** The carriers a store ships with until the admin saves its own list. */
export const DEFAULT_CARRIERS: readonly CarrierValues[] = [
  { name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{awb}' },
  {
    name: 'Blue Dart',
    trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}',
  },
  { name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.in/tracking.asp?strCnno={awb}' },
  { name: 'Ekart', trackingUrlTemplate: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { name: 'Xpressbees', trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  {
    name: 'India Post',
    trackingUrlTemplate:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  },
  { name: 'Shiprocket', trackingUrlTemplate: 'https://shiprocket.co/tracking/{awb}' },
];

export const CARRIER_MESSAGES = {
  listInvalid: 'Carriers must be a list',
  tooMany: `At most ${CARRIERS_MAX} carriers`,
  nameRequired: 'Carrier name is required',
  nameTooLong: `Carrier name must be at most ${CARRIER_NAME_MAX} characters`,
  nameDuplicate: (name: string) => `Carrier ${name} is listed twice`,
  templateInvalid: 'Tracking link must be an https:// address containing {awb}',
  saved: 'Carriers saved',
} as const;

/** One problem of a carrier list, for the field it is about ('carriers[2].name'). */
export interface CarrierProblem {
  param: string;
  msg: string;
}

const isHttpsTemplate = (template: string) => {
  if (template.length > TRACKING_URL_MAX || !template.includes(AWB_PLACEHOLDER)) return false;
  try {
    const url = new URL(template.split(AWB_PLACEHOLDER).join('AWB'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Names trimmed, templates trimmed: what is saved. */
export const normaliseCarriers = (carriers: readonly CarrierValues[]): CarrierValues[] =>
  carriers.map((carrier) => ({ name: carrier.name.trim(), trackingUrlTemplate: carrier.trackingUrlTemplate.trim() }));

/** Every problem of a (normalised) list: names 1-60 characters and unique (whatever the case), https templates with {awb}, at most 50. */
export function carrierListProblems(carriers: readonly CarrierValues[]): CarrierProblem[] {
  if (carriers.length > CARRIERS_MAX) return [{ param: 'carriers', msg: CARRIER_MESSAGES.tooMany }];
  const seen = new Set<string>();
  return carriers.flatMap((carrier, index): CarrierProblem[] => {
    const problems: CarrierProblem[] = [];
    const key = carrier.name.toLowerCase();
    if (!carrier.name) problems.push({ param: `carriers[${index}].name`, msg: CARRIER_MESSAGES.nameRequired });
    else if (carrier.name.length > CARRIER_NAME_MAX)
      problems.push({ param: `carriers[${index}].name`, msg: CARRIER_MESSAGES.nameTooLong });
    else if (seen.has(key))
      problems.push({ param: `carriers[${index}].name`, msg: CARRIER_MESSAGES.nameDuplicate(carrier.name) });
    seen.add(key);
    if (!isHttpsTemplate(carrier.trackingUrlTemplate))
      problems.push({ param: `carriers[${index}].trackingUrlTemplate`, msg: CARRIER_MESSAGES.templateInvalid });
    return problems;
  });
}

/** The carrier's tracking page for one parcel. */
export const trackingUrlOf = (template: string, awb: string) =>
  template.split(AWB_PLACEHOLDER).join(encodeURIComponent(awb));
