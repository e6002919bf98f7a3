import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../shared/ui/icons/SearchIcon';
import { SEARCH_FOCUS_DELAY_MS, SEARCH_PLACEHOLDER, searchPath } from './constants';

/**
 * The header search: the icon expands a text box (focused after 100 ms). A non-empty trimmed
 * term goes to /collections?search=..., then the box clears and closes; an empty submit is
 * ignored; Escape or a click outside closes it.
 */
export function SearchBox() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    function onPointerDown(event: MouseEvent) {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(searchPath(trimmed));
    setTerm('');
    setOpen(false);
  }

  return (
    <div ref={root} className="flex items-center">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-label="Search"
        aria-expanded={open}
        className="inline-flex size-10 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100"
      >
        <SearchIcon />
      </button>
      {open && (
        <form
          role="search"
          onSubmit={submit}
          className="absolute inset-x-0 top-full z-10 flex gap-2 border-b border-neutral-200 bg-white p-3 shadow-md md:static md:w-64 md:border-0 md:p-0 md:shadow-none"
        >
          <label htmlFor="header-search" className="sr-only">
            Search products
          </label>
          <input
            ref={input}
            id="header-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
            placeholder={SEARCH_PLACEHOLDER}
            className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm focus:border-neutral-900 focus:outline-none"
          />
          <button type="submit" className="rounded-md bg-neutral-900 px-3 text-sm font-semibold text-white md:hidden">
            Go
          </button>
        </form>
      )}
    </div>
  );
}
