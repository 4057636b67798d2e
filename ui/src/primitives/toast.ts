/**
 * The toast facade: `toast.success(message, { duration })` / `toast.error(…)`, each answering an id
 * for `toast.dismiss(id)`. It is tiny on purpose: sonner (the visual toasts) is only fetched the
 * first time a toast is raised, so pages that never raise one do not pay for it. Every toast is also
 * announced through <Toaster/>'s live regions, which exist before any toast does (a live region
 * created with its text is often not read).
 */

import type * as VisualToastsModule from './VisualToasts';

/** The product's toast durations (ms): 2 s, 3 s (the default) and 5 s. */
export const TOAST_DURATION = { short: 2000, default: 3000, long: 5000 } as const;
export type ToastDuration = (typeof TOAST_DURATION)[keyof typeof TOAST_DURATION];

export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  duration?: ToastDuration;
}

export interface ToastRecord {
  id: number;
  kind: ToastKind;
  message: string;
  duration: ToastDuration;
}

/** Sonner's `toast` and the host's visual toasts, fetched together with the first toast. */
type Sonner = typeof VisualToastsModule;

let nextId = 1;
let sonner: Sonner | null = null;
let loading: Promise<Sonner | null> | null = null;
const queue: ToastRecord[] = [];
const active: ToastRecord[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly ToastRecord[] = [];

function publish() {
  snapshot = [...active];
  listeners.forEach((listener) => listener());
}

/** Toasts held on screen (Storybook's visual review, where time stands still): resetToasts. */
let held = false;

function show(record: ToastRecord, module: Sonner) {
  // Lines split at <br> (the spec's RSS message has one): never rendered as HTML.
  module.toast[record.kind](record.message.split(/<br\s*\/?>/i).join('\n'), {
    id: record.id,
    duration: held ? Infinity : record.duration,
  });
}

/** Loads sonner (with the visual toasts) once; toasts raised meanwhile wait in the queue and are shown in order. */
export function loadSonner(): Promise<Sonner | null> {
  loading ??= import('./VisualToasts').then(
    (module) => {
      sonner = module;
      queue.splice(0).forEach((record) => show(record, module));
      publish();
      return module;
    },
    (error: unknown) => {
      // Offline or a failed chunk: the live region still announces; retry on the next toast.
      console.error('Não foi possível carregar as notificações', error);
      loading = null;
      return null;
    },
  );
  return loading;
}

function raise(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const record: ToastRecord = {
    id: nextId++,
    kind,
    message,
    duration: options.duration ?? TOAST_DURATION.default,
  };
  active.push(record);
  publish();
  setTimeout(() => {
    const index = active.indexOf(record);
    if (index >= 0) active.splice(index, 1);
    publish();
  }, record.duration);
  if (sonner) show(record, sonner);
  else {
    queue.push(record);
    void loadSonner();
  }
  return record.id;
}

/**
 * Takes a toast away before its time (one that no longer applies: the validation error of a search
 * the user has since made valid). Nothing when it is already gone.
 */
function dismiss(id: number): void {
  const index = active.findIndex((record) => record.id === id);
  if (index >= 0) {
    active.splice(index, 1);
    publish();
  }
  const waiting = queue.findIndex((record) => record.id === id);
  if (waiting >= 0) queue.splice(waiting, 1);
  sonner?.toast.dismiss(id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => raise('success', message, options),
  error: (message: string, options?: ToastOptions) => raise('error', message, options),
  dismiss,
};

/** The toasts still within their duration, newest last (for the live regions). */
export function activeToasts(): readonly ToastRecord[] {
  return snapshot;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether sonner has been loaded (the host renders its Toaster from then on). */
export function loadedSonner(): Sonner | null {
  return sonner;
}

/**
 * Whether toasts are held (the visual review): the host then shows only the newest, whose place
 * does not depend on the heights sonner measured for the ones stacked behind it.
 */
export function toastsHeld(): boolean {
  return held;
}

/**
 * Storybook: each story starts with no toast (the last story's are cleared), and in the visual
 * review, where the story clock stands still, a toast stays until then, so a picture never depends
 * on how long a story took to play (.storybook/preview.tsx).
 */
export function resetToasts({ hold }: { hold: boolean }): void {
  held = hold;
  queue.length = 0;
  active.length = 0;
  publish();
  sonner?.toast.dismiss();
}
