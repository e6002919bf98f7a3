import { Inject, Injectable } from '@nestjs/common';
import type { PincodeRule, PincodeRulesResponse } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { CommandContext, CommandHandling, EVENT_STORE } from '@store/platform';
import { DEFAULT_PINCODE_RULES } from '../domain/default-pincode-rules';
import { pincodeRulesDecider } from '../domain/pincode-rules-decider';
import type { PincodeRulesEvent } from '../domain/pincode-rules-events';
import { PINCODE_RULES_STREAM } from '../streams';

export type PincodeRuleTable = Omit<PincodeRulesResponse, 'success' | 'message'>;

type RecordedReplacement = PincodeRulesEvent & { metadata: { actor: { id: string | null } } };

/** The delivery table in force: the one an admin last saved (stream `delivery-pincode-rules`), else the seeded defaults. */
@Injectable()
export class PincodeRules {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandHandling,
  ) {}

  async current(): Promise<PincodeRuleTable> {
    const [last] = await this.store.readStream(PINCODE_RULES_STREAM, { direction: 'backwards', limit: 1 });
    const replaced = last as unknown as RecordedReplacement | undefined;
    return {
      rules: replaced?.data.rules ?? [...DEFAULT_PINCODE_RULES],
      updatedAt: replaced?.data.at ?? null,
      updatedBy: replaced?.metadata.actor.id ?? null,
    };
  }

  /** Replaces the whole table (400 with the first faulty row's field when it cannot be saved). */
  async replace(rules: PincodeRule[], context: CommandContext): Promise<PincodeRuleTable> {
    await this.commands.decide(
      pincodeRulesDecider,
      PINCODE_RULES_STREAM,
      { type: 'ReplacePincodeRules', rules, now: this.commands.now() },
      context,
    );
    return this.current();
  }
}
