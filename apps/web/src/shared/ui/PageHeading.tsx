import type { ReactNode } from 'react';

/** The bold uppercase page title of every storefront screen. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 sm:mb-8">
      <h1 className="text-2xl font-black tracking-tight uppercase sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-sm text-neutral-600">{subtitle}</p>}
    </div>
  );
}
