import { UPLOAD_IMAGE_TYPES } from '@store/contracts';
import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { ADMIN_TEXT } from '../constants';

interface ImageDropProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  busy?: boolean;
  onFiles: (files: File[]) => void;
}

/** What to say about files the picker refused: each non-image by name with the types taken, or too many for a one-image picker. */
function refusal(rejections: readonly FileRejection[]): string | undefined {
  const notImages = rejections
    .filter(({ errors }) => errors.some((error) => error.code === 'file-invalid-type'))
    .map(({ file }) => file.name);
  if (notImages.length > 0) return ADMIN_TEXT.upload.notAnImage(notImages);
  return rejections.length > 0 ? ADMIN_TEXT.upload.oneImageOnly : undefined;
}

/**
 * A file drop zone (react-dropzone): PNG, JPEG, WebP or GIF only (what the server takes), one or
 * several files, a click or Enter/Space opens the picker. A refused file is named under the zone
 * (a non-image used to be dropped without a word).
 */
export function ImageDrop({ label, multiple = false, disabled = false, busy = false, onFiles }: ImageDropProps) {
  const [problem, setProblem] = useState<string>();
  const problemId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: UPLOAD_IMAGE_TYPES as unknown as Record<string, string[]>,
    multiple,
    disabled: disabled || busy,
    // The drop area is not a control itself; its button opens the picker (no nested controls).
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      setProblem(refusal(rejections));
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  return (
    <div>
      <div
        {...getRootProps({
          className: `flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-4 py-4 text-center text-sm ${
            problem ? 'border-brand' : isDragActive ? 'border-brand bg-red-50' : 'border-neutral-300 bg-neutral-50'
          } ${disabled || busy ? 'opacity-60' : ''}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': label, 'aria-describedby': problem ? problemId : undefined })} />
        <button
          type="button"
          onClick={open}
          disabled={disabled || busy}
          aria-describedby={problem ? problemId : undefined}
          className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed"
        >
          {busy ? ADMIN_TEXT.upload.uploading : label}
        </button>
        <span className="text-xs text-neutral-700">{multiple ? 'or drop images here' : 'or drop an image here'}</span>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-brand-dark">
          {problem}
        </p>
      )}
    </div>
  );
}
