import {
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { activeToasts, loadedSonner, subscribeToasts, toastsHeld } from './toast';
import { useTopLayerContainer } from './topLayer';
import { toastPlacement, type ToastPlacement } from './toastPlacement';

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

/** Silences sonner's own live region: the regions above announce each toast exactly once. */
const silence = (section: HTMLElement | null) => section?.setAttribute('aria-live', 'off');

/**
 * The toast host: mount once per app. It renders the live regions at once and sonner's visual
 * toasts only after the first toast loaded sonner; while a modal is open they render inside it
 * (the top layer) so they stay visible above the backdrop.
 */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeToasts, loadedSonner, () => null);
  const records = useSyncExternalStore(subscribeToasts, activeToasts, activeToasts);
  const container = useTopLayerContainer();
  // Placed where they cover no control, measured as each toast appears and again when a modal
  // opens or closes under a toast (else one raised in a modal stays where the modal was).
  const [placement, setPlacement] = useState<ToastPlacement>({
    position: 'top-right',
    offset: { top: 12, right: 12 },
  });
  useLayoutEffect(() => {
    if (records.length > 0) setPlacement(toastPlacement());
  }, [records, container]);
  useEffect(() => {
    const update = () => setPlacement(toastPlacement());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const theme = useTheme();
  const { colors } = theme;
  const variables = {
    '--normal-bg': colors.surface,
    '--normal-text': colors.text,
    '--normal-border': colors.border,
    '--success-bg': colors.successLight,
    '--success-text': colors.success,
    '--success-border': colors.success,
    '--error-bg': colors.dangerLight,
    '--error-text': colors.danger,
    '--error-border': colors.danger,
    zIndex: theme.zIndex.toast,
  } as CSSProperties;
  return (
    <>
      <ToastLiveRegions within={null} />
      {sonner &&
        typeof document !== 'undefined' &&
        createPortal(
          <sonner.Toaster
            ref={silence}
            position={placement.position}
            offset={placement.offset}
            mobileOffset={placement.offset}
            richColors
            // In the visual review only the newest shows (toastsHeld): a stable picture.
            visibleToasts={toastsHeld() ? 1 : 3}
            containerAriaLabel="Notificações"
            style={variables}
            toastOptions={{
              style: {
                fontFamily: theme.font.family,
                fontSize: theme.font.size.md,
                whiteSpace: 'pre-line',
                borderWidth: 2,
              },
            }}
          />,
          container ?? document.body,
        )}
    </>
  );
}
