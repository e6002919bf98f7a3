/** A small busy indicator with a text for screen readers. */
export function Spinner({ label = 'Loading', className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-neutral-300 border-t-brand`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
