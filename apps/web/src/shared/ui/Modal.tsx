import { useId, useRef, type ReactNode } from 'react';
import { KEEP_CLEAR_OF_TOASTS } from '../toast/placement';
import { CloseIcon } from './icons/CloseIcon';
import { useDialog } from './use-dialog';

interface ModalProps {
  title: string;
  /** Omit to make the dialog impossible to dismiss (no close button, Escape or backdrop). */
  onClose?: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the visible heading when the content brings its own (the title still names the dialog). */
  hideTitle?: boolean;
  closeLabel?: string;
  /** 'light' when the close button sits on a dark or coloured header. */
  closeTone?: 'dark' | 'light';
  /** The id of the text that describes the dialog (a confirmation's question). */
  describedBy?: string;
}

const WIDTH = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/** A centred dialog over a dimmed backdrop. Render it only while open. */
export function Modal({
  title,
  onClose,
  children,
  size = 'md',
  hideTitle = false,
  closeLabel = 'Close',
  closeTone = 'dark',
  describedBy,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(panel, onClose);
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-black/60"
        onClick={onClose}
        data-testid="modal-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full ${WIDTH[size]} animate-pop-in overflow-y-auto rounded-lg bg-white shadow-2xl`}
      >
        <div
          className={
            hideTitle ? 'sr-only' : 'flex items-center justify-between gap-4 border-b border-neutral-200 px-5 py-4'
          }
          {...(hideTitle ? {} : KEEP_CLEAR_OF_TOASTS)}
        >
          <h2 id={titleId} className="text-lg font-extrabold tracking-wide uppercase">
            {title}
          </h2>
        </div>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            {...KEEP_CLEAR_OF_TOASTS}
            className={`absolute top-3 right-3 z-10 rounded-full p-1.5 ${closeTone === 'light' ? 'text-white hover:bg-white/20' : 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900'}`}
          >
            <CloseIcon className="size-5" />
          </button>
        )}
        <div className={hideTitle ? '' : 'px-5 py-4'}>{children}</div>
      </div>
    </div>
  );
}
