import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOnceVisible } from '../../shared/hooks/useOnceVisible';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';
import { ChevronLeftIcon } from '../../shared/ui/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../shared/ui/icons/ChevronRightIcon';
import { HERO } from './constants';
import { useAppSelector, type StoreState } from '../../shared/store/hooks';
import { homeApi, useGetHeroSlidesQuery } from './home-api';
import type { HeroSlide } from './types';

const selectHeroSlides = homeApi.endpoints.getHeroSlides.select();
const hasHeroSlides = (state: StoreState) => selectHeroSlides(state).data !== undefined;

const FRAME = 'relative h-[62vh] max-h-[680px] min-h-[380px] w-full overflow-hidden bg-neutral-900';

/** The hero carousel: loads once visible, loops, autoplays every 5 s with an 800 ms slide, prev/next and dots. */
export function HeroCarousel() {
  const frame = useRef<HTMLDivElement>(null);
  const visible = useOnceVisible(frame);
  // Slides already in the store (handed over with a server-rendered page) show at once, as the
  // server showed them, instead of waiting to be seen: the first slide is the page's largest image.
  const handedOver = useAppSelector(hasHeroSlides);
  const { data: slides } = useGetHeroSlidesQuery(undefined, {
    skip: !visible && !handedOver,
    pollingInterval: HERO.cacheMs,
  });
  return (
    <section ref={frame} aria-roledescription="carousel" aria-label="Featured collections" className={FRAME}>
      {slides ? (
        <Slides slides={slides} />
      ) : (
        <div aria-hidden="true" className="size-full animate-pulse bg-neutral-800" />
      )}
    </section>
  );
}

function Slides({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), HERO.autoplayMs);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  return (
    <div
      className="size-full"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex size-full transition-transform ease-in-out"
        style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${HERO.slideMs}ms` }}
      >
        {slides.map((slide, position) => (
          <div
            key={slide._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            aria-hidden={position !== index}
            inert={position !== index}
            className="relative size-full shrink-0"
          >
            <img
              {...imageSources(slide.image.url, IMAGE_LAYOUTS.hero)}
              alt={slide.image.altText || slide.title || 'ThreadFit'}
              width={1600}
              height={900}
              {...imageLoading(position === 0 ? 'priority' : 'lazy')}
              className="size-full object-cover"
            />
            {(slide.title || slide.description || slide.buttonText) && (
              <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/75 via-black/25 to-transparent sm:items-center sm:bg-gradient-to-r sm:from-black/70 sm:via-black/30">
                <div className="mx-auto w-full max-w-7xl px-6 pb-16 sm:px-10 sm:pb-0 lg:px-8">
                  <div className="max-w-xl text-white">
                    {slide.title && (
                      <h2 className="text-3xl leading-tight font-black tracking-tight uppercase sm:text-5xl lg:text-6xl">
                        {slide.title}
                      </h2>
                    )}
                    {slide.description && (
                      <p className="mt-3 text-base text-neutral-100 sm:text-lg">{slide.description}</p>
                    )}
                    {slide.buttonText && slide.link && (
                      <Link
                        to={slide.link}
                        className="mt-6 inline-block rounded-md bg-brand px-6 py-3 text-sm font-bold tracking-wide text-white uppercase hover:bg-brand-dark"
                      >
                        {slide.buttonText}
                      </Link>
                    )}
                  </div>
                </div>
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Previous slide"
            className="absolute bottom-3 left-3 rounded-full sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 bg-white/85 p-2 text-neutral-900 shadow hover:bg-white"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Next slide"
            className="absolute right-3 bottom-3 rounded-full sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 bg-white/85 p-2 text-neutral-900 shadow hover:bg-white"
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2">
            {slides.map((slide, position) => (
              <button
                key={slide._id}
                type="button"
                onClick={() => go(position)}
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                className={`group/dot flex h-6 items-center justify-center ${position === index ? 'w-8' : 'w-6'}`}
              >
                {/* the dot is small; the button around it is a 24 px target (WCAG 2.5.8) */}
                <span
                  aria-hidden="true"
                  className={`h-2.5 rounded-full transition-all ${position === index ? 'w-8 bg-white' : 'w-2.5 bg-white/60 group-hover/dot:bg-white'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
