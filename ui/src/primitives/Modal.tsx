import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { IconButton } from './Button';
import { CloseIcon } from './icons';
import { ToastLiveRegions } from './Toaster';
import { pushTopLayer } from './topLayer';
import { mainHeading } from './mainHeading';

const SIZES = { sm: '28rem', md: '36rem', lg: '52rem' };

const Dialog = styled.dialog<{ $size: keyof typeof SIZES }>`
  width: min(calc(100vw - 2rem), ${({ $size }) => SIZES[$size]});
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: ${({ theme }) => (theme.highContrast ? `2px solid ${theme.colors.border}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  /* Not clipped: a field's list of options (a popover inside the dialog) may open past its edges.
     The body scrolls on its own, so the dialog's content never outgrows it. */
  overflow: visible;
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)} ${theme.space(2)}`};
`;

const Title = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)} ${theme.space(4)}`};
  overflow-y: auto;
  flex: 1;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)} ${theme.space(5)}`};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

/** The open modal's <dialog>: overlays inside it (select popovers) must render there too. */
const ModalContainerContext = createContext<HTMLElement | null>(null);
export const useModalContainer = () => useContext(ModalContainerContext);

let openModals = 0;
function lockScroll() {
  if (openModals++ === 0) document.documentElement.style.overflow = 'hidden';
  return () => {
    if (--openModals === 0) document.documentElement.style.overflow = '';
  };
}

export interface ModalProps {
  open: boolean;
  /** Asked to close: Esc, the close button, or a backdrop click when `closeOnBackdrop`. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the end (stacked full-width on mobile). */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  closeOnBackdrop?: boolean;
  /** Hides the × button (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Where focus goes on open; by default the first focusable element (browser behaviour). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * A modal a prerendered page opens by itself (the queue search's welcome): its content is
   * rendered open or closed, so the page's HTML holds it and hydration finds the same markup, and
   * until hydration it is shown over the page by the page's own CSS (app/first-paint/beforePaint.ts).
   */
  prerendered?: boolean;
}

/**
 * The modal's content. When it is taller than the screen (a phone, text enlarged to 200 %) it
 * scrolls inside the modal, and then it can be focused and scrolled with the keyboard.
 */
function ModalBody({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!body || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    return () => observer.disconnect();
  }, [body]);
  // New content (a step of a form, an error list) may make it scroll too.
  useEffect(() => {
    if (body) setScrolls(body.scrollHeight > body.clientHeight + 1);
  }, [body, children]);
  return (
    <Body
      ref={setBody}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}
    >
      {children}
    </Body>
  );
}

/**
 * A modal dialog on the native <dialog> with showModal(): top layer, inert background, Esc.
 * Labelled by its title; focus returns to the element that opened it. Content renders only while
 * open, so forms inside start fresh each time.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = false,
  hideCloseButton = false,
  describedBy,
  initialFocusRef,
  prerendered = false,
}: ModalProps) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useLayoutEffect(() => {
    // From here on the page's CSS no longer shows the prerendered modal: it is open only by showModal().
    if (prerendered && dialog) dialog.dataset.hydrated = '';
  }, [prerendered, dialog]);

  useLayoutEffect(() => {
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocusRef?.current) initialFocusRef.current.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    const releaseLayer = pushTopLayer(dialog);
    const unlockScroll = lockScroll();
    return () => {
      releaseLayer();
      unlockScroll();
      if (dialog.open) dialog.close();
      // Back to what opened it; a modal the page opened by itself hands focus to the page's main
      // heading rather than leaving it on <body>.
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else mainHeading()?.focus({ preventScroll: true });
    };
  }, [open, dialog, initialFocusRef]);

  return (
    <Dialog
      ref={setDialog}
      tabIndex={-1}
      $size={size}
      data-prerendered={prerendered ? '' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        // Esc is handled here (the parent owns `open`); an open popover inside handles it first.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a repeated Esc): keep the parent in step.
        if (openRef.current) onCloseRef.current();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialog;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === dialog) {
          onCloseRef.current();
        }
      }}
    >
      {(open || prerendered) && (
        <ModalContainerContext.Provider value={dialog}>
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <IconButton label="Fechar" onClick={() => onCloseRef.current()}>
                <CloseIcon />
              </IconButton>
            )}
          </Header>
          <ModalBody labelledBy={titleId}>{children}</ModalBody>
          {footer && <Footer>{footer}</Footer>}
          <ToastLiveRegions within={dialog} />
        </ModalContainerContext.Provider>
      )}
    </Dialog>
  );
}
