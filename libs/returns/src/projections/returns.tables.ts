import type { ReturnStep } from '@store/contracts';
import type { ReturnRecord } from '../domain';

/** The returns read model: one row per return request, its record as its events made it and its steps. */
export interface ReturnRequestRow {
  return_id: string;
  order_id: string;
  sequence: number;
  number: string;
  state: string;
  reason: string;
  units: number;
  value_paise: number;
  requested_at: Date | string;
  updated_at: Date | string;
  /** Set while approved: when the never-arrived sweep looks at it. */
  approved_at: Date | string | null;
  version: number;
  record: ReturnRecord;
  steps: ReturnStep[];
}

export interface ReturnsReadTables {
  return_request: ReturnRequestRow;
}
