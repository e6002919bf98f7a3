import { useId, type ReactNode } from 'react';

/** One part of a System screen: a section named by its heading, with what sits beside the heading. */
export function SystemSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-black tracking-tight uppercase">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
