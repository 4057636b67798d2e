import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, innermost last. A <dialog> opened with showModal() sits in the browser's
 * top layer and makes everything outside it inert, so whatever must stay visible and announced
 * while it is open (toasts, their live region) renders inside the innermost one.
 */
const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Registers an open modal; returns its release. */
export function pushTopLayer(element: HTMLElement): () => void {
  stack.push(element);
  notify();
  return () => {
    const index = stack.lastIndexOf(element);
    if (index >= 0) stack.splice(index, 1);
    notify();
  };
}

export function topLayerContainer(): HTMLElement | null {
  return stack[stack.length - 1] ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open modal dialog, or null when none is open. */
export function useTopLayerContainer(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topLayerContainer, () => null);
}
