import { useId, useState, type ReactNode } from 'react';
import { adminButton } from './states';

interface CollapsibleFiltersProps {
  /** How many filters are set, shown on the button ('Filters (2)'). */
  active: number;
  /** The grid's classes (columns, gaps, card look) from md up, and when opened below md. */
  className: string;
  children: ReactNode;
}

/**
 * A screen's filters: always shown from md up; on a phone behind a 'Filters' button (closed at
 * first), so the first screen shows the list, not the filters.
 */
export function CollapsibleFilters({ active, className, children }: CollapsibleFiltersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`${adminButton.secondary} self-start md:hidden`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </button>
      <div id={id} className={`${open ? 'grid' : 'hidden'} md:grid ${className}`}>
        {children}
      </div>
    </>
  );
}
