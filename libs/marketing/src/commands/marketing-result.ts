import type { Position } from '@store/eventstore';

export interface MarketingResult {
  /** The offer, hero image or banner the command touched. */
  id: string;
  /** Global position of the append, for read-your-writes; null when nothing changed. */
  position: Position | null;
}
