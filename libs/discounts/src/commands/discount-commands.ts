import { Inject, Injectable } from '@nestjs/common';
import { DISCOUNT_MESSAGES as M, normaliseDiscountCode } from '@store/contracts';
import type { Position } from '@store/eventstore';
import {
  CommandHandling,
  LOGGER,
  NotFoundError,
  runProcess,
  step,
  ValidationError,
  type CommandContext,
  type Logger,
} from '@store/platform';
import { randomUUID } from 'node:crypto';
import { codeClaimDecider } from '../domain/discount-code-claim';
import { discountDecider, quoteFor, type DiscountState, type UseRequest } from '../domain/discount';
import type { DiscountRules, ReleaseReason } from '../domain/discount-events';
import type { Quote } from '../domain/discount-quote';
import { discountCodeStream, discountStream } from '../streams';
import { KeyedQueue } from './keyed-queue';

export interface DiscountWritten {
  discountId: string;
  state: DiscountState;
  position: Position | null;
}

/** A code applied to an order: which discount, its code and what it takes off each line. */
export interface AppliedDiscount {
  discountId: string;
  code: string;
  quote: Quote;
}

/** Conflicts on one discount's stream retried this often (a burst of checkouts on one code). */
const RESERVE_ATTEMPTS = 60;

/**
 * The discounts' write side (issue #44): the admin's create, edit and delete (each with the code's
 * claim, so a code is unique whatever the case and however concurrent the saves), and the uses an
 * order holds, counts and gives back. Reservations of one code are queued in this process (one
 * append at a time) and appended with the expected revision, so across processes too a code with
 * N uses left is placed on at most N orders.
 */
@Injectable()
export class DiscountCommands {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly commands: CommandHandling,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private readonly claimCode = step(
    'claim code',
    ({ code, discountId, context }: { code: string; discountId: string; context: CommandContext }) =>
      this.commands.decide(
        codeClaimDecider,
        discountCodeStream(code),
        { type: 'ClaimCode', code, discountId, now: this.commands.now() },
        context,
      ),
    async (_claimed, { code, discountId, context }) => {
      await this.releaseCode(code, discountId, context);
    },
  );

  async create(rules: DiscountRules, context: CommandContext): Promise<DiscountWritten> {
    const discountId = randomUUID();
    return runProcess(
      'create discount',
      async (run) => {
        await run(this.claimCode, { code: rules.code, discountId, context });
        const { state, position } = await this.decide(
          discountId,
          { type: 'CreateDiscount', discountId, rules, now: this.commands.now() },
          context,
        );
        return { discountId, state, position };
      },
      { onCompensationFailure: (failure) => this.logger.warn({ ...failure, discountId }, 'discount: undo failed') },
    );
  }

  /** A new code is claimed first and the old one released last: the discount never holds none. */
  async edit(discountId: string, rules: DiscountRules, context: CommandContext): Promise<DiscountWritten> {
    const current = await this.load(discountId);
    const oldCode = current.rules!.code;
    return runProcess(
      'edit discount',
      async (run) => {
        if (rules.code !== oldCode) await run(this.claimCode, { code: rules.code, discountId, context });
        const { state, position } = await this.decide(
          discountId,
          { type: 'EditDiscount', rules, now: this.commands.now() },
          context,
        );
        if (rules.code !== oldCode) await this.releaseCode(oldCode, discountId, context);
        return { discountId, state, position };
      },
      { onCompensationFailure: (failure) => this.logger.warn({ ...failure, discountId }, 'discount: undo failed') },
    );
  }

  /** Deleted: no longer applies; paid orders keep what it took off. Its code is free for another discount. */
  async delete(discountId: string, context: CommandContext): Promise<Position | null> {
    const current = await this.load(discountId);
    const { position } = await this.decide(discountId, { type: 'DeleteDiscount', now: this.commands.now() }, context);
    await this.releaseCode(current.rules!.code, discountId, context);
    return position;
  }

  /** The discount, or 404 'Discount not found' (deleted ones too). */
  async load(discountId: string): Promise<DiscountState> {
    const { state } = await this.commands.load(discountDecider, discountStream(discountId));
    if (!state.exists || state.deleted) throw new NotFoundError(M.notFound);
    return state;
  }

  /** The discount holding this code (any case), or null. */
  async idOfCode(code: string): Promise<string | null> {
    const normalised = normaliseDiscountCode(code);
    if (!normalised || normalised.length > 64) return null;
    const { state } = await this.commands.load(codeClaimDecider, discountCodeStream(normalised));
    return state.holder;
  }

  /** What the code would take off these lines for this customer now (validate): refused with the messages. */
  async quote(code: string, request: UseRequest): Promise<AppliedDiscount> {
    const discountId = await this.idOfCode(code);
    if (!discountId) throw new ValidationError(M.unknown, request.field);
    const { state } = await this.commands.load(discountDecider, discountStream(discountId));
    return { discountId, code: state.rules?.code ?? normaliseDiscountCode(code), quote: quoteFor(state, request) };
  }

  /**
   * Holds one use of the code for the order (checkout's step, before the order is placed): the
   * same rules as `quote`, decided on the discount's current stream, so concurrent checkouts
   * cannot pass its limits. Answers what the code takes off each line.
   */
  async reserve(code: string, orderId: string, request: UseRequest, context: CommandContext): Promise<AppliedDiscount> {
    const discountId = await this.idOfCode(code);
    if (!discountId) throw new ValidationError(M.unknown, request.field);
    const { state } = await this.queue.run(discountId, () =>
      this.commands.decide(
        discountDecider,
        discountStream(discountId),
        { type: 'ReserveUse', orderId, ...request },
        context,
        { maxAttempts: RESERVE_ATTEMPTS },
      ),
    );
    // The decision quoted these lines on this state: quoting again gives the same figures.
    return { discountId, code: state.rules!.code, quote: quoteFor(withoutHold(state, orderId), request) };
  }

  /** The order was paid: its use counts (idempotent). */
  async countUse(discountId: string, orderId: string, amount: number, context: CommandContext) {
    return this.queue.run(discountId, () =>
      this.decide(discountId, { type: 'CountUse', orderId, amount, now: this.commands.now() }, context),
    );
  }

  /** The order expired or was cancelled unpaid, or was never placed: its use is given back (idempotent). */
  async release(discountId: string, orderId: string, reason: ReleaseReason, context: CommandContext) {
    return this.queue.run(discountId, () =>
      this.decide(discountId, { type: 'ReleaseUse', orderId, reason, now: this.commands.now() }, context),
    );
  }

  private decide(discountId: string, command: Parameters<typeof discountDecider.decide>[0], context: CommandContext) {
    return this.commands.decide(discountDecider, discountStream(discountId), command, context, {
      maxAttempts: RESERVE_ATTEMPTS,
    });
  }

  private async releaseCode(code: string, discountId: string, context: CommandContext) {
    await this.commands.decide(
      codeClaimDecider,
      discountCodeStream(code),
      { type: 'ReleaseCode', code, discountId, now: this.commands.now() },
      context,
    );
  }
}

/** The state as it was before the order's hold (its own hold must not count against it when quoting again). */
function withoutHold(state: DiscountState, orderId: string): DiscountState {
  const { [orderId]: _own, ...others } = state.reservations;
  return { ...state, reservations: others };
}
