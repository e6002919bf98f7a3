import { BRAND_STATS } from './constants';

/** Who ThreadFit is, and the numbers behind it. */
export function BrandStory() {
  return (
    <section aria-labelledby="story-title" className="bg-neutral-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-xs font-bold tracking-[0.3em] text-red-400 uppercase">Our story</p>
          <h2 id="story-title" className="mt-3 text-3xl font-black tracking-tight uppercase sm:text-4xl">
            Built in the gym. Made for everyday.
          </h2>
          <p className="mt-4 leading-relaxed text-neutral-300">
            ThreadFit started with a simple idea: gym wear that survives hard training and still looks sharp outside the
            gym. We design breathable, stretch-friendly topwear and bottomwear for the Indian climate, and test every
            piece on real athletes before it reaches you.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {BRAND_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-lg border border-neutral-800 bg-neutral-900 p-5 text-center"
            >
              <dt className="text-sm font-semibold text-neutral-300">{stat.label}</dt>
              <dd className="order-first text-3xl font-black text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
