import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { useTheme } from 'styled-components';
import { toastPlacement, type ToastPlacement } from './toastPlacement';

/** What the toast facade calls once this module (and sonner with it) has loaded. */
export { toast } from 'sonner';

/** Silences sonner's own live region: <Toaster/>'s regions announce each toast exactly once. */
const silence = (section: HTMLElement | null) => section?.setAttribute('aria-live', 'off');

/**
 * Sonner's visual toasts, fetched with the first toast (with their placement code): pages that
 * never raise one do not carry them. While a modal is open they render inside it (`container`, the
 * top layer) so they stay visible above the backdrop.
 */
export function VisualToasts({
  records,
  container,
  held,
}: {
  /** The toasts on screen: each change places them again. */
  records: readonly object[];
  container: HTMLElement | null;
  /** Toasts held on screen (the pictures): only the newest shows. */
  held: boolean;
}) {
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
  return createPortal(
    <Toaster
      ref={silence}
      position={placement.position}
      offset={placement.offset}
      mobileOffset={placement.offset}
      richColors
      // In a picture only the newest shows: a stable picture.
      visibleToasts={held ? 1 : 3}
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
  );
}
