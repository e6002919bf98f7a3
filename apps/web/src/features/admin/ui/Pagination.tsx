import { ADMIN_PRODUCTS_PAGE_SIZE } from '../constants';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  noun: string;
  /** Rows per server page (the admin products' 20 unless given). */
  pageSize?: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z', Previous/Next and a window of at most 5 page buttons (only with more than 1 page). */
export function Pagination({
  page,
  totalPages,
  total,
  noun,
  pageSize = ADMIN_PRODUCTS_PAGE_SIZE,
  onPage,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const size = pageSize;
  const from = (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const start = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => start + i);
  const button =
    'min-w-9 rounded-md border px-2.5 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  const idle = `${button} border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100`;
  const current = `${button} border-neutral-900 bg-neutral-900 text-white`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing {from} to {to} of {total} {noun}
      </p>
      <div className="flex flex-wrap gap-1">
        <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        {pages.map((n) => (
          <button
            key={n}
            type="button"
            className={n === page ? current : idle}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" className={idle} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
