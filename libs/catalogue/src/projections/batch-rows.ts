/**
 * One table's rows during a projection batch: as loaded at the batch's start, then created,
 * changed or deleted by its handlers in event order, so the batch's end writes each row once.
 * An id that was not loaded reads as absent: load every id the batch's events name.
 */
export class BatchRows<Row extends { id: string }> {
  private readonly rows = new Map<string, Row | undefined>();
  private readonly changed = new Set<string>();
  private readonly deleted = new Set<string>();

  constructor(loaded: readonly Row[]) {
    for (const row of loaded) this.rows.set(row.id, row);
  }

  get(id: string): Row | undefined {
    return this.rows.get(id);
  }

  /** Adds the row unless one with its id exists (as an insert that does nothing on conflict). */
  create(row: Row) {
    if (this.rows.get(row.id)) return;
    this.rows.set(row.id, row);
    this.changed.add(row.id);
  }

  /** Changes an existing row; a missing one stays missing (as an update that matches nothing). Undefined values leave their column as it is. */
  change(id: string, patch: Partial<Row>) {
    const row = this.rows.get(id);
    if (!row) return;
    // In place: the batch owns its rows (a catching-up batch changes thousands; copies were garbage).
    for (const key in patch) if (patch[key] !== undefined) row[key] = patch[key]!;
    this.changed.add(id);
  }

  /** Records that the caller changed the row it got from `get` in place (no patch object per event). */
  markChanged(id: string) {
    if (this.rows.get(id)) this.changed.add(id);
  }

  delete(id: string) {
    this.rows.set(id, undefined);
    this.changed.delete(id);
    this.deleted.add(id);
  }

  /** Ids deleted in the batch: delete them first (a later create in the batch is among the written rows). */
  deletedIds(): string[] {
    return [...this.deleted];
  }

  /** Rows created or changed in the batch that still exist at its end. */
  rowsToWrite(): Row[] {
    return [...this.changed].map((id) => this.rows.get(id)!);
  }
}
