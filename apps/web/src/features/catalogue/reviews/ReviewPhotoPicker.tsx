import { useId, useState, type ChangeEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { REVIEW_LIMITS, REVIEW_TEXT } from './constants';
import { useUploadReviewPhotoMutation } from './reviews-api';
import type { ReviewPhotoDraft } from './types';

interface ReviewPhotoPickerProps {
  photos: ReviewPhotoDraft[];
  onChange: (photos: ReviewPhotoDraft[]) => void;
}

/**
 * Up to 3 photos for a new review (issue #44): each is uploaded when chosen (the server checks its
 * content and size; a photo over 4 MB is refused here first), shown as a thumbnail with Remove.
 */
export function ReviewPhotoPicker({ photos, onChange }: ReviewPhotoPickerProps) {
  const inputId = useId();
  const [upload] = useUploadReviewPhotoMutation();
  const [busy, setBusy] = useState(false);
  const room = REVIEW_LIMITS.maxPhotos - photos.length;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > room) toast.error(REVIEW_TEXT.tooManyPhotos);
    setBusy(true);
    const added: ReviewPhotoDraft[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > REVIEW_LIMITS.maxPhotoBytes) {
        toast.error(REVIEW_TEXT.photoTooLarge);
        continue;
      }
      try {
        added.push(await upload(file).unwrap());
      } catch (error) {
        toast.error(messageOr(error, REVIEW_TEXT.photoFailed));
      }
    }
    setBusy(false);
    if (added.length) onChange([...photos, ...added]);
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-bold tracking-wide uppercase">
        {REVIEW_TEXT.addPhotos}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        disabled={busy || room <= 0}
        onChange={choose}
        className="block text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:text-sm file:font-semibold"
      />
      {busy && (
        <p role="status" className="mt-1 text-xs text-neutral-600">
          {REVIEW_TEXT.uploading}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-2 flex gap-2">
          {photos.map((photo, index) => (
            <li key={photo.url} className="relative">
              <img src={photo.url} alt="" className="size-20 rounded-md border border-neutral-200 object-cover" />
              <button
                type="button"
                aria-label={REVIEW_TEXT.removePhoto(index + 1)}
                onClick={() => onChange(photos.filter((other) => other.url !== photo.url))}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-neutral-900 text-xs font-bold text-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
