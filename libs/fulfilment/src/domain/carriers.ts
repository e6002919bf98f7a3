import { carrierListProblems, DEFAULT_CARRIERS, normaliseCarriers, type CarrierValues } from '@store/contracts';
import { ValidationError, type Decider } from '@store/platform/domain';

export type CarrierEvent = { type: 'CarriersChanged'; data: { carriers: CarrierValues[]; at: string } };

/** The list as last saved (null: never saved, the seeded DEFAULT_CARRIERS apply). */
export interface CarriersState {
  saved: CarrierValues[] | null;
}

export type CarriersCommand = { type: 'ReplaceCarriers'; carriers: CarrierValues[]; now: string };

export const carriersInForce = (state: CarriersState): CarrierValues[] => state.saved ?? [...DEFAULT_CARRIERS];

const sameList = (a: readonly CarrierValues[], b: readonly CarrierValues[]) =>
  a.length === b.length &&
  a.every((carrier, i) => carrier.name === b[i].name && carrier.trackingUrlTemplate === b[i].trackingUrlTemplate);

/** One stream (`fulfilment-carriers`): each change replaces the list, an event with its actor; saving the same list changes nothing. */
export const carriersDecider: Decider<CarriersState, CarriersCommand, CarrierEvent> = {
  initialState: () => ({ saved: null }),
  evolve: (_state, event) => ({ saved: event.data.carriers }),
  decide: (command, state) => {
    const carriers = normaliseCarriers(command.carriers);
    const [problem] = carrierListProblems(carriers);
    if (problem) throw new ValidationError(problem.msg, problem.param);
    if (sameList(carriersInForce(state), carriers)) return [];
    return [{ type: 'CarriersChanged', data: { carriers, at: command.now } }];
  },
};

/** The carrier of that name (whatever the case), or undefined. */
export const findCarrier = (carriers: readonly CarrierValues[], name: string) =>
  carriers.find((carrier) => carrier.name.toLowerCase() === name.trim().toLowerCase());
