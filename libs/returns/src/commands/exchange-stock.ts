import { Inject, Injectable } from '@nestjs/common';
import { CatalogueCommands, type ReserveLine } from '@store/catalogue';
import { RETURN_MESSAGES as M, exchangeReservationId } from '@store/contracts';
import { CommandContext, ConflictError, DomainError, LOGGER, Logger } from '@store/platform';
import { receivedUnits, type ReturnRecord } from '../domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The replacement units of a size exchange, per product: the wanted size and colour of each line. */
function linesByProduct(record: ReturnRecord, quantityOf: (line: number, asked: number) => number) {
  const byProduct = new Map<string, ReserveLine[]>();
  for (const line of record.lines) {
    const quantity = quantityOf(line.line, line.quantity);
    if (!line.exchange || quantity === 0) continue;
    const lines = byProduct.get(line.productId) ?? [];
    const same = lines.find(
      (candidate) => candidate.size === line.exchange!.size && candidate.variantId === line.exchange!.colorVariantId,
    );
    if (same) same.quantity += quantity;
    else
      lines.push({
        variantId: line.exchange.colorVariantId,
        size: line.exchange.size,
        quantity,
        productName: line.name,
        colourName: line.exchange.colorName ?? 'Original',
      });
    byProduct.set(line.productId, lines);
  }
  return byProduct;
}

/**
 * A size exchange's replacement stock, through the catalogue's inventory commands under the
 * reservation `exchange-{returnId}` (never an order id: the order sweeper leaves it alone):
 * reserved at approval (all of it or none), released when the return is rejected or never
 * arrives, committed (sold) when the replacement ships.
 */
@Injectable()
export class ExchangeStock {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly catalogue: CatalogueCommands,
  ) {}

  /** Reserves the wanted units (undone on a refusal); the reservation's id. */
  async reserve(record: ReturnRecord, holdDays: number, context: CommandContext): Promise<string> {
    const reservationId = exchangeReservationId(record.returnId);
    const expiresAt = new Date(Date.now() + (holdDays + 1) * DAY_MS).toISOString();
    const reserved: string[] = [];
    try {
      for (const [productId, lines] of linesByProduct(record, (_line, asked) => asked)) {
        await this.catalogue.reserveStock(productId, reservationId, lines, context, expiresAt);
        reserved.push(productId);
      }
    } catch (error) {
      for (const productId of reserved) await this.releaseOne(productId, reservationId, context);
      if (error instanceof DomainError) {
        const line = record.lines.find((candidate) => candidate.exchange);
        throw new ConflictError(M.exchangeStockShort(line?.line ?? 0, line?.exchange?.size ?? ''));
      }
      throw error;
    }
    return reservationId;
  }

  /** Gives the held units back (a rejected or never-arrived exchange). */
  async release(record: ReturnRecord, reservationId: string, context: CommandContext): Promise<void> {
    for (const productId of linesByProduct(record, (_line, asked) => asked).keys())
      await this.releaseOne(productId, reservationId, context);
  }

  /**
   * Sells the replacement: the units held for the lines that came back. When fewer came back than
   * were asked, the hold is released and the units that came back are reserved again, then sold.
   * Run by a job that may run again: per product, a hold no longer open was sold already (the
   * catalogue's commit is once per reservation), and a hold already cut to what came back is
   * only sold, so a retry never releases sold units.
   */
  async commit(record: ReturnRecord, reservationId: string, context: CommandContext): Promise<void> {
    const came = receivedUnits(record);
    const units = (line: number) => (came.get(line)?.good ?? 0) + (came.get(line)?.damaged ?? 0);
    const wanted = linesByProduct(record, (line) => units(line));
    const asked = linesByProduct(record, (_line, quantity) => quantity);
    for (const productId of asked.keys()) {
      const held = (await this.catalogue.inventoryAt(productId)).state.reservations[reservationId];
      if (!held) continue; // sold already (or never held)
      const lines = wanted.get(productId) ?? [];
      const heldUnits = held.reduce((sum, line) => sum + line.quantity, 0);
      const wantedUnits = lines.reduce((sum, line) => sum + line.quantity, 0);
      if (heldUnits !== wantedUnits) {
        await this.releaseOne(productId, reservationId, context);
        if (!lines.length) continue;
        await this.catalogue.reserveStock(productId, reservationId, lines, context);
      }
      await this.catalogue.commitStock(productId, reservationId, context);
    }
  }

  private async releaseOne(productId: string, reservationId: string, context: CommandContext) {
    try {
      await this.catalogue.releaseStock(productId, reservationId, context);
    } catch (error) {
      this.logger.warn({ productId, reservationId, err: error }, 'returns: an exchange hold could not be released');
    }
  }
}
