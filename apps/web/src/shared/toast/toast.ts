import { TOAST_DURATION_MS, TOAST_LIMIT } from './constants';

export type ToastKind = keyof typeof TOAST_DURATION_MS;

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number;
}

export interface ToastOptions {
  id?: string;
  duration?: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener());
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++sequence}`;
  const duration = options.duration ?? TOAST_DURATION_MS[kind];
  clearTimer(id);
  const next = [{ id, kind, message, duration }, ...toasts.filter((item) => item.id !== id)];
  next.slice(TOAST_LIMIT).forEach((dropped) => clearTimer(dropped.id));
  toasts = next.slice(0, TOAST_LIMIT);
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  emit();
  return id;
}

function dismiss(id?: string) {
  if (id === undefined) {
    [...timers.keys()].forEach(clearTimer);
    toasts = [];
  } else {
    clearTimer(id);
    toasts = toasts.filter((item) => item.id !== id);
  }
  emit();
}

/**
 * A tiny toast system: toast('text') (blank), toast.success, toast.error, toast.loading (stays
 * until dismissed), toast.dismiss(id?). At most 20 are kept, the newest first.
 */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss,
});

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
