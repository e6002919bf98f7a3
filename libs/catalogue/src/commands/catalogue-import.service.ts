import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CatalogueImportRefused, CatalogueImportResult, CatalogueImportRowError, Product } from '@store/contracts';
import {
  isMultiStreamAppendUnsupportedError,
  isWrongExpectedRevisionError,
  MAX_STREAMS_PER_READ,
  type EventMetadata,
  type EventStore,
  type Position,
  type StreamWrite,
} from '@store/eventstore';
import { CommandContext, EVENT_STORE, ForbiddenError, NotSupportedError } from '@store/platform';
import {
  catalogueImportDecider,
  isAdminStockDecision,
  isInventoryEvent,
  type ImportedProductState,
} from '../domain/catalogue-import';
import { initialInventoryState, type InventoryEvent } from '../domain/inventory';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { evolveProduct, initialProductState, type ProductState } from '../domain/product-decider';
import type { ProductEvent } from '../domain/product-events';
import { ProductsQuery } from '../queries/products.query';
import { importStream, inventoryStream, productStream } from '../streams';
import { CATALOGUE_CSV_COLUMNS, ORIGINAL_COLOUR_NAME, csvLine } from './catalogue-csv';
import { groupImportRows, readImportPart, type ImportGroup, type ImportRow } from './catalogue-import-file';
import { planImport, type ImportPlan } from './catalogue-import-plan';
import { CatalogueCommands } from './catalogue-store.service';
import { StagedImports, type CheckedRevisions } from './staged-imports';

/** Attempts of an apply whose inventory streams moved under it (orders reserving units) before it gives up. */
const MAX_APPLY_ATTEMPTS = 10;
/** Inventory streams read at once while loading an import's products. */
const INVENTORY_READS_AT_ONCE = 8;

/** An import's answer: 200 with the result, 422 with its rows' problems, 409 when the catalogue changed under it. */
export type ImportAnswer =
  | { status: 200; body: CatalogueImportResult; position: Position | null }
  | { status: 409 | 422; body: CatalogueImportRefused; position: null };

/** A product's streams as an import read them (revision -1: no stream). */
interface LoadedProduct {
  state: ImportedProductState;
  productRevision: number;
  inventoryRevision: number;
}

/** What an import is about: its id, its rows by product, and the rows' own problems. */
interface ImportFile {
  importId: string;
  rows: number;
  groups: ImportGroup[];
  rowErrors: CatalogueImportRowError[];
}

/**
 * Catalogue CSV export and import. An import is all or nothing: every product of the file is
 * decided (decideProductImport: the admin form's own decisions) on the catalogue as it is, a dry
 * run answers what the apply would write, and the apply appends every product's events and the
 * import's own event (CatalogueImported, the admin its actor) in one appendToStreams, each stream
 * at the revision its decision read, or refuses the whole file. A large file comes in parts that
 * StagedImports keeps under one import id until it is applied.
 */
@Injectable()
export class CatalogueImport {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly products: ProductsQuery,
    private readonly commands: CatalogueCommands,
    private readonly staged: StagedImports,
  ) {}

  private async allProducts(): Promise<Product[]> {
    const all: Product[] = [];
    for (let page = 1; ; page++) {
      const result = await this.products.list({ page, limit: 100 } as never);
      all.push(...(result.products as Product[]));
      if (page >= result.totalPages) return all;
    }
  }

  async exportCsv(): Promise<string> {
    const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
    for (const product of await this.allProducts()) {
      const common = [
        product._id,
        product.name,
        product.description,
        product.category,
        product.brand,
        product.material,
        product.price,
        product.hasOfferPricing ? (product.offerPrice ?? '') : '',
        product.originalPrice ?? '',
      ];
      const images = (list: { url: string }[]) => list.map((image) => image.url).join('|');
      for (const size of product.sizes)
        lines.push(
          csvLine([...common, ORIGINAL_COLOUR_NAME, '', images(product.baseImages), size, product.stock[size] ?? 0]),
        );
      for (const variant of product.colorVariants) {
        for (const size of product.sizes)
          lines.push(
            csvLine([
              ...common,
              variant.colorName,
              variant.colorCode,
              images(variant.images),
              size,
              variant.stock[size] ?? 0,
            ]),
          );
      }
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  /** A whole file in one request: checked (dry run) or applied at once. */
  importCsv(csv: string, dryRun: boolean, context: CommandContext): Promise<ImportAnswer> {
    const file = this.fileOf(randomUUID(), readImportPart(csv));
    return dryRun ? this.check(file) : this.apply(file, null, context);
  }

  startImport(context: CommandContext) {
    return this.staged.start(this.adminOf(context));
  }

  addPart(importId: string, csv: string, firstRow: number, context: CommandContext) {
    return this.staged.addPart(importId, this.adminOf(context), csv, firstRow);
  }

  /** The staged import's dry run; a clean one records what it saw, so its apply refuses what changed since. */
  async checkStaged(importId: string, context: CommandContext): Promise<ImportAnswer> {
    const { rows } = await this.staged.rows(importId, this.adminOf(context));
    const file = this.fileOf(importId, rows);
    let checked: CheckedRevisions | null = null;
    const answer = await this.check(file, (loaded) => (checked = revisionsOf(loaded)));
    await this.staged.recordCheck(importId, checked);
    return answer;
  }

  async commitStaged(importId: string, context: CommandContext): Promise<ImportAnswer> {
    const { rows, checked } = await this.staged.rows(importId, this.adminOf(context));
    const answer = await this.apply(this.fileOf(importId, rows), checked, context);
    if (answer.status === 200) await this.staged.remove(importId);
    return answer;
  }

  private adminOf(context: CommandContext): string {
    if (!context.actor.id) throw new ForbiddenError('Only a signed-in admin can import');
    return context.actor.id;
  }

  private fileOf(importId: string, rows: ImportRow[]): ImportFile {
    const { groups, errors } = groupImportRows(rows);
    // A product is decided on its readable rows only, so its rules' problems show beside its rows'.
    const faulty = new Set(errors.map((error) => error.row));
    const readable = groups
      .map((group) => ({ ...group, rows: group.rows.filter(({ line }) => !faulty.has(line)) }))
      .filter((group) => group.rows.length > 0);
    return { importId, rows: rows.length, groups: readable, rowErrors: errors };
  }

  private async check(
    file: ImportFile,
    sawClean?: (loaded: Map<string, LoadedProduct>) => void,
  ): Promise<ImportAnswer> {
    const loaded = await this.load(file.groups);
    const plan = planImport(file.groups, statesOf(loaded), new Date().toISOString());
    const refused = this.refusal(file, plan, true);
    if (refused) return refused;
    sawClean?.(loaded);
    const counts = countsOf(plan);
    return {
      status: 200,
      body: {
        success: true,
        dryRun: true,
        importId: file.importId,
        rows: file.rows,
        products: file.groups.length,
        ...counts,
        message: M.importReady(file.groups.length),
      },
      position: null,
    };
  }

  /**
   * Decides every product on the catalogue as it is now and appends all of it at once. Refused
   * whole (409) when a product changed after `checked` (the import's clean dry run; without one,
   * this apply's own first read) by anything but orders' stock movements: another import, an
   * admin's edit or stock correction. A conflict caused only by orders is decided again.
   */
  private async apply(
    file: ImportFile,
    checked: CheckedRevisions | null,
    context: CommandContext,
  ): Promise<ImportAnswer> {
    let since = checked;
    for (let attempt = 1; attempt <= MAX_APPLY_ATTEMPTS; attempt += 1) {
      const loaded = await this.load(file.groups);
      // The same import committed twice at once. Read after the products: had the other commit
      // written them before they were read, its import stream (same transaction) is there now.
      if ((await this.store.readStream(importStream(file.importId), { limit: 1 })).length > 0)
        return this.conflict(file, M.importAlreadyApplied, []);
      const now = new Date().toISOString();
      const plan = planImport(file.groups, statesOf(loaded), now);
      const refused = this.refusal(file, plan, false);
      if (refused) return refused;
      since ??= revisionsOf(loaded);
      const changed = await this.changedSince(since, loaded, file.groups);
      if (changed.length) return this.conflict(file, M.importRaced, changed);
      const counts = countsOf(plan);
      const writes = this.writesOf(file, plan, loaded, now, context);
      try {
        const { position } = await this.store.appendToStreams(writes);
        this.commands.inventoriesWrittenElsewhere(plan.products.map((product) => product.productId));
        const message = M.importApplied(counts.created, counts.updated, counts.unchanged);
        return {
          status: 200,
          body: {
            success: true,
            dryRun: false,
            importId: file.importId,
            rows: file.rows,
            products: file.groups.length,
            ...counts,
            message,
          },
          position,
        };
      } catch (error) {
        if (isMultiStreamAppendUnsupportedError(error)) throw new NotSupportedError(M.importNeedsOneTransaction);
        if (!isWrongExpectedRevisionError(error)) throw error;
        this.commands.inventoriesWrittenElsewhere(plan.products.map((product) => product.productId));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
    return this.conflict(file, M.importBusy, []);
  }

  /** 409: nothing was written, because of what happened to the catalogue, not what the file says. */
  private conflict(file: ImportFile, message: string, rowErrors: CatalogueImportRowError[]): ImportAnswer {
    return {
      status: 409,
      body: {
        success: false,
        message,
        dryRun: false,
        importId: file.importId,
        rows: file.rows,
        products: file.groups.length,
        rowErrors,
      },
      position: null,
    };
  }

  /** 422 with every row's problem (the file's own and its products' decisions'), or null. */
  private refusal(file: ImportFile, plan: ImportPlan, dryRun: boolean): ImportAnswer | null {
    const rowErrors = [...file.rowErrors, ...plan.errors].sort((a, b) => a.row - b.row);
    if (rowErrors.length === 0) return null;
    return {
      status: 422,
      body: {
        success: false,
        message: M.importRefused(rowErrors.length),
        dryRun,
        importId: file.importId,
        rows: file.rows,
        products: file.groups.length,
        rowErrors,
      },
      position: null,
    };
  }

  /**
   * Every product's streams (existing products) and the import's own: a product's stream is
   * written, or only checked, at the revision its decision read; an inventory stream is written
   * when its levels change (an order moving stock meanwhile is decided again, not refused).
   */
  private writesOf(
    file: ImportFile,
    plan: ImportPlan,
    loaded: Map<string, LoadedProduct>,
    now: string,
    context: CommandContext,
  ): StreamWrite[] {
    // The import is one conversation across its parts' requests: its events share its id.
    const metadata: EventMetadata = {
      actor: context.actor,
      correlationId: file.importId,
      causationId: context.correlationId,
      occurredAt: now,
    };
    const withMetadata = (events: ReadonlyArray<{ type: string; data: unknown }>) =>
      events.map(({ type, data }) => ({ type, data, metadata }));
    const writes: StreamWrite[] = [];
    for (const product of plan.products) {
      const productEvents = product.events.filter((event) => !isInventoryEvent(event));
      const inventoryEvents = product.events.filter(isInventoryEvent);
      const current = loaded.get(product.productId);
      const revisionOr = (revision: number | undefined) =>
        revision === undefined || revision < 0 ? ('no_stream' as const) : revision;
      writes.push({
        streamId: productStream(product.productId),
        events: withMetadata(productEvents),
        expectedRevision: revisionOr(current?.productRevision),
      });
      if (inventoryEvents.length)
        writes.push({
          streamId: inventoryStream(product.productId),
          events: withMetadata(inventoryEvents),
          expectedRevision: revisionOr(current?.inventoryRevision),
        });
    }
    const created = plan.products.filter((product) => product.create).map((product) => product.productId);
    const updated = plan.products
      .filter((product) => !product.create && product.events.length > 0)
      .map((product) => product.productId);
    const imported = catalogueImportDecider.decide(
      {
        type: 'RecordImport',
        importId: file.importId,
        rows: file.rows,
        created,
        updated,
        unchanged: plan.products.length - created.length - updated.length,
        now,
      },
      catalogueImportDecider.initialState(),
    );
    writes.push({
      streamId: importStream(file.importId),
      events: withMetadata(imported),
      expectedRevision: 'no_stream',
    });
    return writes;
  }

  /** The import's existing products' streams now: product streams read together, inventories from their snapshots. */
  private async load(groups: readonly ImportGroup[]): Promise<Map<string, LoadedProduct>> {
    const ids = [...new Set(groups.flatMap((group) => (group.productId ? [group.productId] : [])))];
    const loaded = new Map<string, LoadedProduct>();
    for (let start = 0; start < ids.length; start += MAX_STREAMS_PER_READ) {
      const chunk = ids.slice(start, start + MAX_STREAMS_PER_READ);
      const streams = await this.store.readStreams(chunk.map(productStream));
      for (const productId of chunk) {
        const events = streams.get(productStream(productId)) ?? [];
        const product = events.reduce<ProductState>(
          (state, event) => evolveProduct(state, { type: event.type, data: event.data } as ProductEvent),
          initialProductState(),
        );
        loaded.set(productId, {
          state: { product, inventory: initialInventoryState() },
          productRevision: events.length - 1,
          inventoryRevision: -1,
        });
      }
    }
    const queue = [...ids];
    const readInventories = async () => {
      for (let productId = queue.shift(); productId !== undefined; productId = queue.shift()) {
        const { revision, state } = await this.commands.inventoryAt(productId);
        const entry = loaded.get(productId)!;
        entry.state = { ...entry.state, inventory: state };
        entry.inventoryRevision = revision;
      }
    };
    await Promise.all(Array.from({ length: Math.min(INVENTORY_READS_AT_ONCE, ids.length) }, readInventories));
    return loaded;
  }

  /** The products someone else changed after `since`: any product event, or a stock level set or corrected. */
  private async changedSince(
    since: CheckedRevisions,
    loaded: Map<string, LoadedProduct>,
    groups: readonly ImportGroup[],
  ): Promise<CatalogueImportRowError[]> {
    const changed: CatalogueImportRowError[] = [];
    for (const group of groups) {
      if (!group.productId) continue;
      const before = since[group.productId];
      const now = loaded.get(group.productId);
      if (!before || !now) continue;
      const [productBefore, inventoryBefore] = before;
      let byAdmin = now.productRevision !== productBefore;
      if (!byAdmin && now.inventoryRevision > inventoryBefore) {
        const newer = await this.store.readStream(inventoryStream(group.productId), {
          fromRevision: inventoryBefore + 1,
        });
        byAdmin = newer.some((event) => isAdminStockDecision({ type: event.type, data: event.data } as InventoryEvent));
      }
      if (byAdmin)
        changed.push({
          row: group.firstLine,
          message: M.importChangedMeanwhile(now.state.product.name || group.productId),
        });
    }
    return changed;
  }
}

const statesOf = (loaded: Map<string, LoadedProduct>) =>
  new Map([...loaded].map(([productId, { state }]) => [productId, state]));

const revisionsOf = (loaded: Map<string, LoadedProduct>): CheckedRevisions =>
  Object.fromEntries(
    [...loaded].map(([productId, { productRevision, inventoryRevision }]) => [
      productId,
      [productRevision, inventoryRevision],
    ]),
  );

function countsOf(plan: ImportPlan) {
  const created = plan.products.filter((product) => product.create).length;
  const updated = plan.products.filter((product) => !product.create && product.events.length > 0).length;
  return { created, updated, unchanged: plan.products.length - created - updated };
}
