import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { Spinner } from './Spinner';

// DOMPurify is fetched only when a modal actually shows HTML: the logout
// confirmation on the portal's first page shows plain text and must stay light.
const SafeHtml = lazy(() => import('./SafeHtml'));

export type ConfirmAction = () => void | Promise<unknown>;

/** The spec: "a confirm or cancel action that is not a function is an error". */
export function assertAction(action: unknown, name: string): asserts action is ConfirmAction {
  if (typeof action !== 'function') {
    throw new TypeError(`ConfirmModal: a ação de ${name} deve ser uma função.`);
  }
}

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** Plain content (text or elements). */
  content?: ReactNode;
  /** HTML content (e.g. from the server); sanitised before it is shown. */
  html?: string;
  /** Runs on 'Confirmar'. While its promise is pending both buttons are busy. */
  onConfirm: ConfirmAction;
  /** Runs on 'Cancelar', Esc or ×. */
  onCancel: ConfirmAction;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The 'Cancelar' button is shown unless this is false. */
  showCancel?: boolean;
  /** Destructive action: the confirm button is red. */
  danger?: boolean;
}

/**
 * The generic confirmation of the spec: title, content (plain or sanitised HTML), an optional
 * 'Cancelar' (shown by default) and a confirm button ('Confirmar' unless told, red when danger).
 */
export function ConfirmModal({
  open,
  title,
  content,
  html,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  showCancel = true,
  danger = false,
}: ConfirmModalProps) {
  const contentId = useId();
  const [busy, setBusy] = useState(false);

  const run = (action: unknown, name: string) => {
    assertAction(action, name); // throws at once, in the click, not in a lost promise
    const result = action();
    if (!(result instanceof Promise)) return;
    setBusy(true);
    result.catch(() => undefined).finally(() => setBusy(false));
  };

  const cancel = () => {
    if (!busy) run(onCancel, 'cancelar');
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      describedBy={content || html ? contentId : undefined}
      hideCloseButton={showCancel}
      footer={
        <>
          {showCancel && (
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => run(onConfirm, 'confirmar')}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={contentId}>
        {content}
        {html !== undefined && (
          <Suspense fallback={<Spinner size="sm" />}>
            <SafeHtml html={html} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}

export interface ConfirmRequest {
  title: ReactNode;
  content?: ReactNode;
  html?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  showCancel?: boolean;
  danger?: boolean;
}

/**
 * Imperative confirmations: `const { confirm, modal } = useConfirm()`, render `modal` once, then
 * `if (await confirm({ title, content, danger: true })) remove()`. Resolves false on cancel.
 */
export function useConfirm() {
  const [request, setRequest] = useState<
    (ConfirmRequest & { resolve: (confirmed: boolean) => void }) | null
  >(null);
  const confirm = (options: ConfirmRequest) =>
    new Promise<boolean>((resolve) => setRequest({ ...options, resolve }));
  const settle = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setRequest(null);
  };
  const modal = (
    <ConfirmModal
      open={request !== null}
      title={request?.title ?? ''}
      content={request?.content}
      html={request?.html}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.cancelLabel}
      showCancel={request?.showCancel}
      danger={request?.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, modal };
}
