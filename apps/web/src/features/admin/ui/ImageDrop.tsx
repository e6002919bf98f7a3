import { useDropzone } from 'react-dropzone';
import { ADMIN_TEXT } from '../constants';

interface ImageDropProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  busy?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A file drop zone (react-dropzone): images only, one or several files, a click or Enter/Space
 * opens the picker. Rejected (non-image) files are reported by the caller's toast.
 */
export function ImageDrop({ label, multiple = false, disabled = false, busy = false, onFiles }: ImageDropProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'image/*': [] },
    multiple,
    disabled: disabled || busy,
    // The drop area is not a control itself; its button opens the picker (no nested controls).
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted) => {
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  return (
    <div
      {...getRootProps({
        className: `flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-4 py-4 text-center text-sm ${
          isDragActive ? 'border-brand bg-red-50' : 'border-neutral-300 bg-neutral-50'
        } ${disabled || busy ? 'opacity-60' : ''}`,
      })}
    >
      <input {...getInputProps({ 'aria-label': label })} />
      <button
        type="button"
        onClick={open}
        disabled={disabled || busy}
        className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed"
      >
        {busy ? ADMIN_TEXT.upload.uploading : label}
      </button>
      <span className="text-xs text-neutral-700">{multiple ? 'or drop images here' : 'or drop an image here'}</span>
    </div>
  );
}
