import type { CatalogueImportRefused, CatalogueImportResult, CatalogueImportRowError } from '@store/contracts';
import type { Position } from '@store/eventstore';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import type { ImportGroup } from './catalogue-import-file';
import type { ImportPlan } from './catalogue-import-plan';

/** An import's answer: 200 with the result, 422 with its rows' problems, 409 when the catalogue changed under it. */
export type ImportAnswer =
  | { status: 200; body: CatalogueImportResult; position: Position | null }
  | { status: 409 | 422; body: CatalogueImportRefused; position: null };

/** What an import is about: its id, its rows by product, and the rows' own problems. */
export interface ImportFile {
  importId: string;
  rows: number;
  groups: ImportGroup[];
  rowErrors: CatalogueImportRowError[];
}

/** What every answer says of the file. */
const fileFacts = (file: ImportFile, dryRun: boolean) => ({
  dryRun,
  importId: file.importId,
  rows: file.rows,
  products: file.groups.length,
});

export function countsOf(plan: ImportPlan) {
  const created = plan.products.filter((product) => product.create).length;
  const updated = plan.products.filter((product) => !product.create && product.events.length > 0).length;
  return { created, updated, unchanged: plan.products.length - created - updated };
}

/** 200 for a clean dry run: what the apply would do. */
export function readyAnswer(file: ImportFile, plan: ImportPlan): ImportAnswer {
  const message = M.importReady(file.groups.length);
  return { status: 200, body: { success: true, ...fileFacts(file, true), ...countsOf(plan), message }, position: null };
}

/** 200 for an apply: what it wrote, and the position of its append. */
export function appliedAnswer(file: ImportFile, plan: ImportPlan, position: Position | null): ImportAnswer {
  const counts = countsOf(plan);
  const message = M.importApplied(counts.created, counts.updated, counts.unchanged);
  return { status: 200, body: { success: true, ...fileFacts(file, false), ...counts, message }, position };
}

/** 409: nothing was written, because of what happened to the catalogue, not what the file says. */
export function conflictAnswer(file: ImportFile, message: string, rowErrors: CatalogueImportRowError[]): ImportAnswer {
  return { status: 409, body: { success: false, message, ...fileFacts(file, false), rowErrors }, position: null };
}

/** 422 with every row's problem (the file's own and its products' decisions'), or null. */
export function refusalAnswer(file: ImportFile, plan: ImportPlan, dryRun: boolean): ImportAnswer | null {
  const rowErrors = [...file.rowErrors, ...plan.errors].sort((a, b) => a.row - b.row);
  if (rowErrors.length === 0) return null;
  const message = M.importRefused(rowErrors.length);
  return { status: 422, body: { success: false, message, ...fileFacts(file, dryRun), rowErrors }, position: null };
}
