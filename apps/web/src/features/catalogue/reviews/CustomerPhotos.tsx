import { REVIEW_TEXT } from './constants';
import { useGetCustomerPhotosQuery } from './reviews-api';

/** The product's gallery of customer photos from its reviews (issue #44); nothing while there are none. */
export function CustomerPhotos({ productId }: { productId: string }) {
  const { data: photos } = useGetCustomerPhotosQuery(productId);
  if (!photos?.length) return null;
  return (
    <section aria-labelledby="customer-photos-title" className="mt-6">
      <h3 id="customer-photos-title" className="text-sm font-bold tracking-wide uppercase">
        {REVIEW_TEXT.customerPhotos}
      </h3>
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-2">
        {photos.map((photo) => (
          <li key={photo._id} className="shrink-0">
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              <img
                src={photo.url}
                alt={REVIEW_TEXT.photoOf(photo.reviewerName)}
                loading="lazy"
                className="size-24 rounded-md border border-neutral-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
