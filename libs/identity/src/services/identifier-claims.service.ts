import { Inject, Injectable } from '@nestjs/common';
import { CommandContext, CommandHandling, LOGGER, Logger, ProcessOptions, ProcessStep, step } from '@store/platform';
import { claimDecider, ClaimKind } from '../domain/claim';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { claimStream } from '../streams';
import { HashingService } from './hashing.service';
import { IdentityStore } from './identity-store.service';

const CLAIM_CONFLICT = {
  email: { message: M.emailTaken, field: 'email' },
  phone: { message: M.phoneTaken, field: 'phone' },
} as const;

/** A claim whose owner never got an account (a registration that crashed) is free after this. */
const ABANDONED_CLAIM_MS = 60_000;

/** Who claims which value (its claim key), under which request. */
export interface ClaimRequest {
  key: string;
  userId: string;
  context: CommandContext;
}

/**
 * E-mail and phone uniqueness (domain/claim.ts): a claim stream per value, decided with the
 * expected revision. Processes claim a value as a step (`claimStep`) whose compensation gives it
 * back, so a registration or contact change that fails later leaves the value free.
 */
@Injectable()
export class IdentifierClaims {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The live account holding an e-mail (written any way) or a normalised phone; null when none. */
  async accountHolding(kind: ClaimKind, value: string): Promise<string | null> {
    const normalised = kind === 'email' ? normaliseEmail(value) : value;
    return this.store.ownerOf(kind, await this.hashing.claimKey(kind, normalised));
  }

  /**
   * Claims a value for `userId`; 409 with the spec's field when another live account holds it.
   * Two concurrent claims append to one stream with one expected revision: one wins, the other
   * retries, sees the winner and gets the 409. Answers whether this call took the value (false:
   * the user held it already).
   */
  async take(kind: ClaimKind, { key, userId, context }: ClaimRequest, field?: string): Promise<boolean> {
    const now = this.commands.now();
    const { owner, claimedAt } = await this.store.claim(kind, key);
    let replacing: string | undefined;
    if (owner && owner !== userId) {
      const { state } = await this.store.user(owner);
      const abandoned =
        state.deleted || (!state.exists && Date.parse(now) - Date.parse(claimedAt!) > ABANDONED_CLAIM_MS);
      if (abandoned) replacing = owner;
    }
    const conflict = CLAIM_CONFLICT[kind];
    const { events } = await this.commands.decide(
      claimDecider,
      claimStream(kind, key),
      { type: 'Claim', kind, userId, replacing, now, message: conflict.message, field: field ?? conflict.field },
      context,
    );
    return events.some((event) => event.type === 'IdentifierClaimed');
  }

  async release(kind: ClaimKind, { key, userId, context }: ClaimRequest): Promise<void> {
    await this.commands.decide(
      claimDecider,
      claimStream(kind, key),
      { type: 'Release', kind, userId, now: this.commands.now() },
      context,
    );
  }

  /** `take` as a process step: when a later step fails, what it took is released. */
  claimStep(kind: ClaimKind, field?: string): ProcessStep<ClaimRequest, boolean> {
    return step(
      `claim the ${kind}`,
      (request) => this.take(kind, request, field),
      async (took, request) => {
        if (took) await this.release(kind, request);
      },
    );
  }

  /** For runProcess: a compensation that failed is logged (the process's own error still goes on). */
  readonly processOptions: ProcessOptions = {
    onCompensationFailure: ({ process, step: name, error }) =>
      this.logger.error({ process, step: name, err: (error as Error).message }, `${process}: could not undo "${name}"`),
  };
}
