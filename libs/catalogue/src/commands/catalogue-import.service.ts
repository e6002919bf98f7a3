import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isMultiStreamAppendUnsupportedError, isWrongExpectedRevisionError, type EventStore } from '@store/eventstore';
import { CLOCK, type Clock, CommandContext, EVENT_STORE, ForbiddenError, NotSupportedError } from '@store/platform';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import {
  appliedAnswer,
  conflictAnswer,
  readyAnswer,
  refusalAnswer,
  type ImportAnswer,
  type ImportFile,
} from './catalogue-import-answers';
import { groupImportRows, readImportPart, type ImportRow } from './catalogue-import-file';
import { planImport } from './catalogue-import-plan';
import { importWrites, ImportStreams, revisionsOf, statesOf, type LoadedProduct } from './catalogue-import-streams';
import { CatalogueCommands } from './catalogue-store.service';
import { StagedImports, type CheckedRevisions } from './staged-imports';

export type { ImportAnswer } from './catalogue-import-answers';

/** Attempts of an apply whose inventory streams moved under it (orders reserving units) before it gives up. */
const MAX_APPLY_ATTEMPTS = 10;

/**
 * Catalogue CSV import. An import is all or nothing: every product of the file is decided
 * (decideProductImport: the admin form's own decisions) on the catalogue as it is, a dry run
 * answers what the apply would write, and the apply appends every product's events and the
 * import's own event (CatalogueImported, the admin its actor) in one appendToStreams, each stream
 * at the revision its decision read, or refuses the whole file. A large file comes in parts that
 * StagedImports keeps under one import id until it is applied.
 */
@Injectable()
export class CatalogueImport {
  private readonly streams: ImportStreams;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CatalogueCommands,
    private readonly staged: StagedImports,
  ) {
    this.streams = new ImportStreams(store, commands);
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
    const loaded = await this.streams.load(file.groups);
    const plan = planImport(file.groups, statesOf(loaded), this.clock.now().toISOString());
    const refused = refusalAnswer(file, plan, true);
    if (refused) return refused;
    sawClean?.(loaded);
    return readyAnswer(file, plan);
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
      const loaded = await this.streams.load(file.groups);
      // The same import committed twice at once. Read after the products: had the other commit
      // written them before they were read, its import stream (same transaction) is there now.
      if (await this.streams.applied(file.importId)) return conflictAnswer(file, M.importAlreadyApplied, []);
      const now = this.clock.now().toISOString();
      const plan = planImport(file.groups, statesOf(loaded), now);
      const refused = refusalAnswer(file, plan, false);
      if (refused) return refused;
      since ??= revisionsOf(loaded);
      const changed = await this.streams.changedSince(since, loaded, file.groups);
      if (changed.length) return conflictAnswer(file, M.importRaced, changed);
      const written = plan.products.map((product) => product.productId);
      try {
        const { position } = await this.store.appendToStreams(importWrites(file, plan, loaded, now, context));
        this.commands.inventoriesWrittenElsewhere(written);
        return appliedAnswer(file, plan, position);
      } catch (error) {
        if (isMultiStreamAppendUnsupportedError(error)) throw new NotSupportedError(M.importNeedsOneTransaction);
        if (!isWrongExpectedRevisionError(error)) throw error;
        this.commands.inventoriesWrittenElsewhere(written);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
    return conflictAnswer(file, M.importBusy, []);
  }
}
