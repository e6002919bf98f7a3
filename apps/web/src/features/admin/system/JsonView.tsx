import { Fragment } from 'react';
import { SYSTEM_TEXT } from './constants';
import { isSealed, markSealed, SEALED_MARK } from './sealed';

/** The mark a sealed value shows in place of its ciphertext. */
export function SealedMark() {
  return (
    <span
      className="rounded bg-neutral-800 px-1.5 py-0.5 font-sans text-[11px] font-bold tracking-wide text-white uppercase"
      title="Personal data sealed under its owner's key"
    >
      {SYSTEM_TEXT.sealed}
    </span>
  );
}

const QUOTED_MARK = JSON.stringify(SEALED_MARK);
const INLINE_MAX = 60;

/** A payload as indented JSON, each sealed part shown as 'sealed'. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  const parts = (JSON.stringify(markSealed(value), null, 2) ?? 'undefined').split(QUOTED_MARK);
  return (
    <pre
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md bg-neutral-950 p-3 text-xs leading-relaxed break-words whitespace-pre-wrap text-neutral-100"
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <SealedMark />}
          {part}
        </Fragment>
      ))}
    </pre>
  );
}

/** One value in a table cell: plain for a scalar, JSON for a structure, 'sealed' for sealed data, a dash for none. */
export function ValueView({ value, label }: { value: unknown; label: string }) {
  if (isSealed(value)) return <SealedMark />;
  if (value === null || value === undefined) return <span className="text-neutral-500">—</span>;
  if (typeof value === 'object') {
    const compact = JSON.stringify(markSealed(value));
    // A short structure ([], {"S":4}) reads better inline than as a block; one holding sealed data keeps its marks.
    return compact.length <= INLINE_MAX && !compact.includes(QUOTED_MARK) ? (
      <code className="font-mono text-xs break-all">{compact}</code>
    ) : (
      <JsonView value={value} label={label} />
    );
  }
  return <span className="break-all">{String(value)}</span>;
}
