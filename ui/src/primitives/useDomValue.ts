import { useCallback, useEffect, useRef, useState, type Ref } from 'react';

/** Sets a ref of either kind (callback or object). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The text of an uncontrolled field, for what a field shows beside it (a password checklist, a
 * character counter). Typing updates it through `onChange`; a change made without an event, such
 * as react-hook-form's `reset()` writing the DOM value directly, is picked up after the next render.
 * Returns the value, its setter and a ref that also forwards to `outer`.
 */
export function useDomValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  outer: Ref<E> | undefined,
  initial: string,
) {
  const [value, setValue] = useState(initial);
  const node = useRef<E | null>(null);
  const ref = useCallback(
    (element: E | null) => {
      node.current = element;
      assignRef(outer, element);
    },
    [outer],
  );
  // After every render on purpose: a reset changes the DOM without any event or prop to depend
  // on. It settles at once (it only sets a value that differs from the DOM's).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const current = node.current?.value;
    if (current !== undefined && current !== value) setValue(current);
  });
  return [value, setValue, ref] as const;
}
