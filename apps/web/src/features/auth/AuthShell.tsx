import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../shared/ui/Logo';

/** The frame of /login and /register: brand, a Home link and a centred card. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-100">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Logo />
        <Link to="/" className="text-sm font-semibold text-neutral-800 hover:underline">
          Home
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-12">
        <div className="w-full max-w-lg rounded-xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-black tracking-tight uppercase">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-neutral-700">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
