import { useRef, type ReactNode } from 'react';
import { useDialog } from './use-dialog';

interface SlideOverProps {
  side: 'left' | 'right';
  /** id of the heading that names the panel. */
  labelledBy: string;
  onClose: () => void;
  /** Width classes of the panel. */
  width: string;
  children: ReactNode;
}

/** A panel that slides in from a side of the screen. Render it only while open. */
export function SlideOver({ side, labelledBy, onClose, width, children }: SlideOverProps) {
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, onClose);
  const placement = side === 'right' ? 'right-0 animate-slide-in-right' : 'left-0 animate-slide-in-left';
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-black/50"
        onClick={onClose}
        data-testid="slide-over-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`absolute inset-y-0 ${placement} ${width} flex flex-col bg-white shadow-2xl`}
      >
        {children}
      </div>
    </div>
  );
}
