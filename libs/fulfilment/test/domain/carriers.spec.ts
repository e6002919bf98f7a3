import { CARRIER_MESSAGES as M, DEFAULT_CARRIERS, trackingUrlOf } from '@store/contracts';
import { carriersDecider, carriersInForce } from '../../src/domain';

const NOW = '2026-11-29T10:00:00.000Z';
const replace = (carriers: { name: string; trackingUrlTemplate: string }[]) =>
  carriersDecider.decide({ type: 'ReplaceCarriers', carriers, now: NOW }, carriersDecider.initialState());

describe('carriers as data', () => {
  it('never saved: the seeded Indian couriers, each with an https tracking link containing {awb}', () => {
    const carriers = carriersInForce(carriersDecider.initialState());
    expect(carriers.map((carrier) => carrier.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ekart',
      'Xpressbees',
      'India Post',
      'Shiprocket',
    ]);
    expect(replace([...DEFAULT_CARRIERS])).toEqual([]); // saving the defaults changes nothing
  });

  it('replaces the list, names and links trimmed', () => {
    expect(
      replace([{ name: ' Shadowfax ', trackingUrlTemplate: ' https://tracker.shadowfax.in/#/track/{awb} ' }]),
    ).toEqual([
      {
        type: 'CarriersChanged',
        data: {
          carriers: [{ name: 'Shadowfax', trackingUrlTemplate: 'https://tracker.shadowfax.in/#/track/{awb}' }],
          at: NOW,
        },
      },
    ]);
  });

  it.each([
    [[{ name: '', trackingUrlTemplate: 'https://a.in/{awb}' }], M.nameRequired],
    [[{ name: 'x'.repeat(61), trackingUrlTemplate: 'https://a.in/{awb}' }], M.nameTooLong],
    [
      [
        { name: 'DTDC', trackingUrlTemplate: 'https://a.in/{awb}' },
        { name: 'dtdc', trackingUrlTemplate: 'https://b.in/{awb}' },
      ],
      M.nameDuplicate('dtdc'),
    ],
    [[{ name: 'Plain', trackingUrlTemplate: 'http://a.in/{awb}' }], M.templateInvalid],
    [[{ name: 'No AWB', trackingUrlTemplate: 'https://a.in/track' }], M.templateInvalid],
    [Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, trackingUrlTemplate: 'https://a.in/{awb}' })), M.tooMany],
  ])('refuses a list breaking a rule (%#) with its message', (carriers, message) => {
    expect(() => replace(carriers)).toThrow(message);
  });

  it('puts the AWB in the tracking link', () => {
    expect(trackingUrlOf('https://shiprocket.co/tracking/{awb}', 'SR-12345')).toBe(
      'https://shiprocket.co/tracking/SR-12345',
    );
  });
});
