import { Decider, ConflictError } from '@store/platform/domain';
import {
  decideInventory,
  evolveInventory,
  initialInventoryState,
  INVENTORY_EVENT_TYPES,
  stockKey,
  type InventoryEvent,
  type InventoryState,
} from './inventory';
import { CATALOGUE_MESSAGES as M } from './messages';
import {
  decideProduct,
  evolveProduct,
  initialProductState,
  type ProductInput,
  type ProductState,
} from './product-decider';
import type { ProductEvent } from './product-events';

/** The reason the stock history shows for the levels an import set. */
export const IMPORT_STOCK_REASON = 'CSV import';

/** One product of an import file, as its rows describe it (the admin form's input and its stock levels). */
export interface ImportProductCommand {
  type: 'ImportProduct';
  productId: string;
  /** Rows without a productId: a new product, created with this id. */
  create: boolean;
  input: ProductInput;
  stock: Array<{ variantId: string | null; size: string; quantity: number }>;
  now: string;
}

/** What the import reads of one product: its two streams' states. */
export interface ImportedProductState {
  product: ProductState;
  inventory: InventoryState;
}

/** What importing one product appends: to its product stream, then to its inventory stream. */
export type ProductImportEvent = ProductEvent | InventoryEvent;

const inventoryTypes = new Set<string>(INVENTORY_EVENT_TYPES);
export const isInventoryEvent = (event: ProductImportEvent): event is InventoryEvent => inventoryTypes.has(event.type);

/**
 * One product of an import, decided by the same deciders as the admin form's commands: create or
 * update the product (decideProduct), then set its stock levels (decideInventory's
 * SetStockLevels). The dry run and the apply both call it, so a dry run that finds no problem is
 * what the apply will write unless the catalogue changes in between. Throws the first rule broken.
 */
export function decideProductImport(command: ImportProductCommand, state: ImportedProductState): ProductImportEvent[] {
  const { productId, input, now } = command;
  const productEvents = decideProduct(
    command.create
      ? { type: 'CreateProduct', productId, isUpcoming: false, now, ...input }
      : { type: 'UpdateProduct', now, ...input },
    state.product,
  );
  // A level the product already has is no change, a size never stocked counting as 0 (the export
  // writes 0 for it): an exported catalogue imported back writes nothing.
  const levels = command.stock.filter((level) => (state.inventory.available[stockKey(level)] ?? 0) !== level.quantity);
  const inventoryEvents = levels.length
    ? decideInventory({ type: 'SetStockLevels', productId, levels, reason: IMPORT_STOCK_REASON, now }, state.inventory)
    : [];
  return [...productEvents, ...inventoryEvents];
}

/** A product and its inventory as one import decision sees them (the two streams are written together). */
export const productImportDecider: Decider<ImportedProductState, ImportProductCommand, ProductImportEvent> = {
  initialState: () => ({ product: initialProductState(), inventory: initialInventoryState() }),
  evolve: (state, event) =>
    isInventoryEvent(event)
      ? { ...state, inventory: evolveInventory(state.inventory, event) }
      : { ...state, product: evolveProduct(state.product, event) },
  decide: decideProductImport,
};

/**
 * An applied import: stream `catalogue-import-{importId}`, one event, appended in the same
 * all-or-nothing append as its products' events (its actor is the importing admin).
 */
export type CatalogueImportEvent = {
  type: 'CatalogueImported';
  data: {
    importId: string;
    /** Data rows of the file. */
    rows: number;
    created: string[];
    updated: string[];
    /** Products of the file that were already as it describes them. */
    unchanged: number;
    at: string;
  };
};

export type CatalogueImportCommand = {
  type: 'RecordImport';
  importId: string;
  rows: number;
  created: string[];
  updated: string[];
  unchanged: number;
  now: string;
};

export interface CatalogueImportState {
  applied: boolean;
}

export const catalogueImportDecider: Decider<CatalogueImportState, CatalogueImportCommand, CatalogueImportEvent> = {
  initialState: () => ({ applied: false }),
  evolve: (state, event) => (event.type === 'CatalogueImported' ? { applied: true } : state),
  decide: (command, state) => {
    if (state.applied) throw new ConflictError(M.importAlreadyApplied);
    const { importId, rows, created, updated, unchanged, now } = command;
    return [{ type: 'CatalogueImported', data: { importId, rows, created, updated, unchanged, at: now } }];
  },
};

/**
 * A stock level someone set or corrected: one after the import was checked is a change its admin
 * did not see (any product event is one too). Orders' reservations, commits and releases are not:
 * the import's levels are decided again on top of them.
 */
export const isAdminStockDecision = (event: InventoryEvent) =>
  event.type === 'StockSet' || event.type === 'StockAdjusted';
