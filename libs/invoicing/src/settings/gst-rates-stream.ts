import type { GstRateBand } from '@store/contracts';
import { ValidationError, type Decider } from '@store/platform/domain';
import { rateBandProblem } from '../domain/gst-rates';
import type { GstRatesEvent } from '../domain/tax-document-events';

/** The rate table as last saved (null: never saved, DEFAULT_GST_RATE_BANDS apply). */
export interface GstRatesState {
  bands: GstRateBand[] | null;
}

export type GstRatesCommand = { type: 'ReplaceGstRates'; bands: GstRateBand[]; now: string };

const byChapterDateLimit = (a: GstRateBand, b: GstRateBand) =>
  a.chapter.localeCompare(b.chapter) ||
  a.validFrom.localeCompare(b.validFrom) ||
  (a.upTo ?? Number.POSITIVE_INFINITY) - (b.upTo ?? Number.POSITIVE_INFINITY);

/**
 * One stream (`gst-rates`): the admin saves the whole table; an issued invoice keeps the rate it
 * recorded, so a change here only reaches documents issued after it.
 */
export const gstRatesDecider: Decider<GstRatesState, GstRatesCommand, GstRatesEvent> = {
  initialState: () => ({ bands: null }),
  evolve: (_state, event) => ({ bands: event.data.bands }),
  decide: (command, state) => {
    const bands = command.bands
      .map(({ chapter, validFrom, upTo, rate }) => ({ chapter, validFrom, upTo: upTo ?? null, rate }))
      .sort(byChapterDateLimit);
    const problem = rateBandProblem(bands);
    if (problem) throw new ValidationError(problem, 'bands');
    if (state.bands && JSON.stringify(state.bands) === JSON.stringify(bands)) return [];
    return [{ type: 'GstRatesReplaced', data: { bands, at: command.now } }];
  },
};
