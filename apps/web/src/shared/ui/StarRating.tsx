import { StarIcon } from './icons/StarIcon';

/** Five stars filled to the (rounded) rating, with the number for screen readers. */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const rounded = Math.round(Math.max(0, Math.min(5, rating || 0)));
  return (
    <span className="inline-flex items-center" role="img" aria-label={`Rated ${(rating || 0).toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={`${className} ${star <= rounded ? 'text-amber-500' : 'text-neutral-300'}`} />
      ))}
    </span>
  );
}
