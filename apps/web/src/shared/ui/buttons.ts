/** The brand's button looks, shared so every screen's buttons match. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand px-5 py-3 text-sm font-bold tracking-wide text-white uppercase transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600',
  dark: 'inline-flex items-center justify-center gap-2 rounded-md bg-neutral-900 px-5 py-3 text-sm font-bold tracking-wide text-white uppercase transition hover:bg-neutral-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600',
  outline:
    'inline-flex items-center justify-center gap-2 rounded-md border border-neutral-900 bg-white px-5 py-3 text-sm font-bold tracking-wide text-neutral-900 uppercase transition hover:bg-neutral-900 hover:text-white disabled:cursor-not-allowed disabled:opacity-50',
  link: 'font-semibold text-brand-dark underline-offset-2 hover:underline',
} as const;
