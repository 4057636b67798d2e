import { useSyncExternalStore } from 'react';
import { activeToasts, loadedSonner, subscribeToasts, toastsHeld } from './toast';
import { useTopLayerContainer } from './topLayer';

/**
 * Screen-reader announcements of the toasts. One set lives at the page root (in <Toaster/>) and one
 * in every open modal (in <Modal/>); only the innermost open one speaks, since a modal dialog makes
 * everything outside it inert. Successes are polite, errors assertive.
 */
export function ToastLiveRegions({ within }: { within: HTMLElement | null }) {
  const records = useSyncExternalStore(subscribeToasts, activeToasts, activeToasts);
  const top = useTopLayerContainer();
  const speaking = top === within;
  const of = (kind: 'success' | 'error') =>
    speaking
      ? records
          .filter((record) => record.kind === kind)
          .map((record) => <p key={record.id}>{record.message.replace(/<br\s*\/?>/gi, ' ')}</p>)
      : null;
  return (
    <div className="visually-hidden" data-testid={within ? undefined : 'toast-announcer'}>
      <div role="status" aria-live="polite">
        {of('success')}
      </div>
      <div role="alert" aria-live="assertive">
        {of('error')}
      </div>
    </div>
  );
}

/**
 * The toast host: mount once per app. It renders the live regions at once and sonner's visual
 * toasts (VisualToasts) only after the first toast loaded them.
 */
export function Toaster() {
  const visual = useSyncExternalStore(subscribeToasts, loadedSonner, () => null);
  const records = useSyncExternalStore(subscribeToasts, activeToasts, activeToasts);
  const container = useTopLayerContainer();
  return (
    <>
      <ToastLiveRegions within={null} />
      {visual && typeof document !== 'undefined' && (
        <visual.VisualToasts records={records} container={container} held={toastsHeld()} />
      )}
    </>
  );
}
