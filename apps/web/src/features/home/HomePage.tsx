import { Link } from 'react-router-dom';

/** Home: the storefront screens arrive with the storefront issue; this is the shell they fill. */
export function HomePage() {
  return (
    <>
      <div className="bg-neutral-900 py-2 text-center text-sm text-white">We ship all over India</div>
      <header className="border-b border-neutral-200">
        <nav className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4" aria-label="Main">
          <Link to="/" className="text-2xl font-black tracking-tight">
            THREAD<span className="text-brand">FIT</span>
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-16">
        <h1 className="text-4xl font-black tracking-tight sm:text-6xl">Train hard. Look sharp.</h1>
        <p className="mt-4 max-w-xl text-lg text-neutral-600">
          Premium gym wear and everyday topwear and bottomwear, made for Indian athletes.
        </p>
      </main>
    </>
  );
}
