/** Page numbers to show: at most `size` buttons, centred on the current page where the ends allow. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}

const BUTTON =
  'min-w-10 rounded-md border px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, a window of page numbers and Next; nothing when there is one page. */
export function Pagination({ page, totalPages, onPage, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${BUTTON} border-neutral-300 bg-white hover:bg-neutral-100`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          className={`${BUTTON} ${number === page ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white hover:bg-neutral-100'}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${BUTTON} border-neutral-300 bg-white hover:bg-neutral-100`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
