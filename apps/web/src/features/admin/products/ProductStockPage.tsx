import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ORIGINAL_COLOUR, shortOrderId, type Product, type StockHistoryEntry, type StockLevel } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { useAdjustStockMutation, useAdminProductQuery, useStockHistoryQuery, useStockLevelsQuery } from '../admin-api';
import { ADMIN_TEXT, STOCK_REASONS } from '../constants';
import { ActorLabel, formatWhen } from '../ui/audit';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';

const T = ADMIN_TEXT.stock;
const ORIGINAL = 'original';

const coloursOf = (product: Product) => [
  { value: ORIGINAL, label: ORIGINAL_COLOUR.name, variantId: null as string | null },
  ...product.colorVariants.map((variant) => ({
    value: variant._id,
    label: variant.colorName,
    variantId: variant._id as string | null,
  })),
];

/** The reason text stored with an adjustment: the chosen reason, and the note when there is one. */
export function adjustmentReason(reason: string, note: string): string {
  const label = STOCK_REASONS.find((item) => item.value === reason)?.label ?? reason;
  return note.trim() ? `${label}: ${note.trim()}` : label;
}

function StockGrid({ product, levels }: { product: Product; levels: StockLevel[] }) {
  const find = (variantId: string | null, size: string) =>
    levels.find((level) => level.variantId === variantId && level.size === size);
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm" role="region" aria-label="Stock grid" tabIndex={0}>
      <table className="w-full min-w-[560px] text-sm">
        <caption className="sr-only">On hand and reserved units per colour and size</caption>
        <thead className="bg-neutral-50 text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Colour
            </th>
            {product.sizes.map((size) => (
              <th key={size} scope="col" className="px-3 py-2 text-right">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coloursOf(product).map((colour) => (
            <tr key={colour.value} className="border-t border-neutral-100">
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {colour.label}
              </th>
              {product.sizes.map((size) => {
                const level = find(colour.variantId, size);
                return (
                  <td key={size} className="px-3 py-2 text-right tabular-nums">
                    <span className="font-semibold">{level?.onHand ?? 0}</span>
                    <span className="block text-xs text-neutral-700">{level?.reserved ?? 0} reserved</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AdjustmentForm({ product }: { product: Product }) {
  const colours = coloursOf(product);
  const [colour, setColour] = useState(colours[0].value);
  const [size, setSize] = useState<string>(product.sizes[0] ?? 'M');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<string>(STOCK_REASONS[0].value);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adjust, { isLoading }] = useAdjustStockMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^-?\d+$/.test(delta.trim()) || Number(delta) === 0)
      found.delta = 'Enter a whole number of units to add (or a negative number to remove)';
    if (reason === 'other' && !note.trim()) found.note = 'Add a note for the reason';
    setErrors(found);
    if (Object.keys(found).length) return;
    const variantId = colours.find((item) => item.value === colour)?.variantId ?? null;
    const result = await adjust({
      productId: product._id,
      body: { variantId, size: size as never, delta: Number(delta), reason: adjustmentReason(reason, note) },
    });
    if ('error' in result && result.error) {
      const list = (result.error as { data?: { errors?: Array<{ param: string; msg: string }> } }).data?.errors ?? [];
      setErrors(Object.fromEntries(list.map((item) => [item.param, item.msg])));
      toast.error(list[0]?.msg ?? messageOr(result.error, T.adjustFailed));
      return;
    }
    toast.success(T.adjusted);
    setDelta('');
    setNote('');
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Stock adjustment"
      className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2 className="text-lg font-bold sm:col-span-2 lg:col-span-3">Adjust stock</h2>
      <SelectField
        label="Colour"
        options={colours}
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        error={errors.variantId}
      />
      <SelectField
        label="Size"
        options={product.sizes.map((item) => ({ value: item, label: item }))}
        value={size}
        onChange={(event) => setSize(event.target.value)}
        error={errors.size}
      />
      <TextField
        label="Change (units)"
        type="number"
        step={1}
        value={delta}
        onChange={(event) => setDelta(event.target.value)}
        error={errors.delta ?? errors.stock}
        hint="Positive adds, negative removes"
      />
      <SelectField
        label="Reason"
        options={STOCK_REASONS}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      <TextField
        label={reason === 'other' ? 'Note' : 'Note (optional)'}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        maxLength={150}
        className="lg:col-span-2"
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="submit" className={adminButton.primary} disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Apply adjustment'}
        </button>
      </div>
    </form>
  );
}

const KIND: Record<StockHistoryEntry['kind'], string> = {
  set: 'Set',
  adjusted: 'Adjusted',
  reserved: 'Reserved for an order',
  committed: 'Sold',
  released: 'Released',
};

function StockTimeline({ product }: { product: Product }) {
  const [size, setSize] = useState('');
  const [colour, setColour] = useState('');
  const [page, setPage] = useState(1);
  const history = useStockHistoryQuery({ productId: product._id, page, size, colour });
  const colours = coloursOf(product);
  const colourName = (variantId: string | null) =>
    variantId === null
      ? ORIGINAL_COLOUR.name
      : (product.colorVariants.find((variant) => variant._id === variantId)?.colorName ?? 'Removed colour');
  const entries = history.data?.entries ?? [];
  return (
    <section aria-labelledby="stock-history-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="stock-history-heading" className="text-lg font-bold">
          Stock history
        </h2>
        <div className="flex flex-wrap gap-2">
          <SelectField
            label="Filter by size"
            placeholder="All sizes"
            options={product.sizes.map((item) => ({ value: item, label: item }))}
            value={size}
            onChange={(event) => (setSize(event.target.value), setPage(1))}
          />
          <SelectField
            label="Filter by colour"
            placeholder="All colours"
            options={colours}
            value={colour}
            onChange={(event) => (setColour(event.target.value), setPage(1))}
          />
        </div>
      </div>
      {history.isLoading && <LoadingState text="Loading stock history..." />}
      {history.isError && <ErrorState text={T.historyFailed} onRetry={() => void history.refetch()} />}
      {history.isSuccess && entries.length === 0 && <EmptyState>{T.historyEmpty}</EmptyState>}
      {entries.length > 0 && (
        <ol className="relative space-y-3 border-l-2 border-neutral-200 pl-4" aria-label="Stock changes">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand" />
              <p className="text-sm font-semibold">
                {KIND[entry.kind]} · {entry.size} · {colourName(entry.variantId)} ·{' '}
                <span className="tabular-nums">
                  {entry.levelBefore ?? '–'} → {entry.levelAfter ?? entry.quantity ?? '–'}
                </span>{' '}
                <span
                  className={entry.delta > 0 ? 'text-green-800' : entry.delta < 0 ? 'text-red-800' : 'text-neutral-700'}
                >
                  ({entry.delta > 0 ? `+${entry.delta}` : entry.delta})
                </span>
              </p>
              <p className="text-xs text-neutral-700">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · by{' '}
                <ActorLabel actor={entry.actor} orderId={entry.orderId} />
                {entry.reason && <> · {entry.reason}</>}
                {entry.orderId && entry.actor.role === 'admin' && <> · order #{shortOrderId(entry.orderId)}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {history.data && history.data.totalPages > 1 && (
        <div className="mt-3 flex gap-2">
          <button type="button" className={adminButton.small} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <button
            type="button"
            className={adminButton.small}
            disabled={page >= history.data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </div>
      )}
    </section>
  );
}

/** /admin/products/{id}/stock: the size × colour grid, an adjustment with a reason and the stock history. */
export function ProductStockPage() {
  const { id = '' } = useParams();
  const product = useAdminProductQuery(id);
  const levels = useStockLevelsQuery(id);
  usePageTitle(`Admin · Stock${product.data ? ` · ${product.data.name}` : ''}`);
  return (
    <section className="space-y-6">
      <AdminHeading title={product.data ? `Stock: ${product.data.name}` : 'Stock'}>
        <Link to={`/admin/products/${id}/edit`} className={adminButton.secondary}>
          Edit product
        </Link>
        <Link to={`/admin/products/${id}/history`} className={adminButton.secondary}>
          Product history
        </Link>
      </AdminHeading>
      {(product.isLoading || levels.isLoading) && <LoadingState text="Loading stock..." />}
      {(product.isError || levels.isError) && (
        <ErrorState
          text={messageOr(product.error ?? levels.error, 'Failed to load stock')}
          onRetry={() => (void product.refetch(), void levels.refetch())}
        />
      )}
      {product.data && levels.data && (
        <>
          <StockGrid product={product.data} levels={levels.data.levels} />
          <AdjustmentForm product={product.data} />
          <StockTimeline product={product.data} />
        </>
      )}
    </section>
  );
}
