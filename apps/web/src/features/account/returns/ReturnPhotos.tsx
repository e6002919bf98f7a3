import { RETURN_LIMITS, RETURN_MESSAGES, UPLOAD_IMAGE_TYPES, UPLOAD_NOT_AN_IMAGE } from '@store/contracts';
import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { messageOr } from '../../../shared/api-error';
import { RETURN_TEXT as T } from './constants';
import { useUploadReturnPhotoMutation } from './returns-api';

interface ReturnPhotosProps {
  orderId: string;
  photos: string[];
  onChange: (photos: string[]) => void;
  onBusy: (busy: boolean) => void;
  required: boolean;
  error?: string;
}

/** What to say about refused files: a non-image or a too large photo, by name. */
function refusal(rejections: readonly FileRejection[]): string | undefined {
  const [first] = rejections;
  if (!first) return undefined;
  const code = first.errors[0]?.code;
  if (code === 'file-too-large') return `${first.file.name}: ${RETURN_MESSAGES.photoTooLarge}`;
  if (code === 'file-invalid-type') return `${first.file.name}: ${UPLOAD_NOT_AN_IMAGE}`;
  return RETURN_MESSAGES.photosTooMany;
}

/**
 * The return's photos (required for damaged or defective): picked or dropped, uploaded one by one
 * through the shopper's photo route (POST /orders/{id}/returns/photos, with a guest's token), each
 * shown as a preview with a remove button; at most five.
 */
export function ReturnPhotos({ orderId, photos, onChange, onBusy, required, error }: ReturnPhotosProps) {
  const [upload] = useUploadReturnPhotoMutation();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string>();
  const problemId = useId();
  const hintId = useId();
  const room = RETURN_LIMITS.maxPhotos - photos.length;

  const add = async (files: File[]) => {
    const taken = files.slice(0, room);
    if (files.length > room) setProblem(RETURN_MESSAGES.photosTooMany);
    setUploading(taken.length);
    onBusy(true);
    let added = [...photos];
    const failures: string[] = [];
    for (const file of taken) {
      const result = await upload({ orderId, file });
      if ('data' in result && result.data) {
        added = [...added, result.data.secure_url];
        onChange(added);
      } else failures.push(messageOr(result.error, T.photoFailed(file.name)));
      setUploading((count) => count - 1);
    }
    onBusy(false);
    if (failures.length) setProblem(failures.join(' · '));
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: UPLOAD_IMAGE_TYPES as unknown as Record<string, string[]>,
    maxSize: RETURN_LIMITS.photoMaxBytes,
    multiple: true,
    disabled: room <= 0 || uploading > 0,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      setProblem(refusal(rejections));
      if (accepted.length) void add(accepted);
    },
  });

  const shown = problem ?? error;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-neutral-800">
        {required ? T.photos : T.photosOptional}
        {required && (
          <span className="text-brand" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <p id={hintId} className="mb-2 text-xs text-neutral-600">
        {T.photosHint(RETURN_LIMITS.maxPhotos)}
      </p>
      {photos.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Photos added">
          {photos.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={T.photoPreview(index)}
                className="size-20 rounded-md border border-neutral-200 object-cover"
              />
              {/* A 44×44 px tap target around the small visible cross. */}
              <button
                type="button"
                onClick={() => onChange(photos.filter((photo) => photo !== url))}
                aria-label={T.removePhoto(index)}
                className="group absolute -top-4 -right-4 flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 items-center justify-center rounded-full bg-neutral-900 text-xs font-bold text-white group-hover:bg-brand"
                >
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <div
          {...getRootProps({
            className: `flex min-h-16 flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-4 py-3 text-center text-sm ${
              shown ? 'border-brand' : isDragActive ? 'border-brand bg-red-50' : 'border-neutral-300 bg-neutral-50'
            }`,
          })}
        >
          <input
            {...getInputProps({
              'aria-label': T.addPhotos,
              'aria-describedby': [hintId, shown ? problemId : ''].filter(Boolean).join(' '),
            })}
          />
          <button
            type="button"
            onClick={open}
            disabled={uploading > 0}
            aria-describedby={[hintId, shown ? problemId : ''].filter(Boolean).join(' ')}
            className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed"
          >
            {uploading > 0 ? T.uploading : T.addPhotos}
          </button>
          <span className="text-xs text-neutral-700">or drop photos here</span>
        </div>
      )}
      {shown && (
        <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-brand-dark">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
