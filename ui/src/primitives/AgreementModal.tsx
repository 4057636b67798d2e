import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../api/failureMessage';
import { COMMON } from '../messages/common';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Modal } from './Modal';
import { toast } from './toast';

const Text = styled.div`
  max-height: min(50vh, 28rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Agreement = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  .hint {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Whether a scrollable box shows its end (a few pixels of slack for fractional layouts). */
export const scrolledToEnd = (box: HTMLElement) =>
  box.scrollTop + box.clientHeight >= box.scrollHeight - 4;

export interface AgreementModalProps {
  open: boolean;
  title: string;
  /** The accessible name of the scrolling text. */
  textLabel: string;
  /** The agree checkbox's label. */
  agreeLabel: string;
  /** The text to read; the agree box is enabled once it has been scrolled to its end. */
  children: ReactNode;
  /** Stores the acceptance; a rejection is toasted with the server's message. */
  onAccept: () => Promise<void>;
  /** Cancelar: the caller says why and logs the user out. */
  onCancel: () => void;
  acceptLabel?: string;
  scrollHint?: string;
}

/**
 * A policy or term to read and accept: the agree box is enabled only once the text has been
 * scrolled to its end; accepting without it checked says 'A leitura e concordância dos Termos e
 * Condições é obrigatória.'. It cannot be dismissed other than by Cancelar.
 */
export function AgreementModal({
  open,
  title,
  textLabel,
  agreeLabel,
  children,
  onAccept,
  onCancel,
  acceptLabel = 'Aceitar',
  scrollHint = 'Role o texto até o fim para habilitar a concordância.',
}: AgreementModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const check = useCallback(() => {
    const element = box.current;
    // Not laid out yet (the dialog opens after its children mount): nothing is read so far.
    if (element && element.clientHeight > 0 && scrolledToEnd(element)) setReachedEnd(true);
  }, []);
  // Text shorter than its box (large screens, small fonts) is read without scrolling: checked once
  // the box has a size, and again when it changes.
  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, check]);

  const accept = async () => {
    if (busy) return;
    if (!accepted) {
      setError(COMMON.termsRequired);
      toast.error(COMMON.termsRequired);
      return;
    }
    setBusy(true);
    try {
      await onAccept();
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      hideCloseButton
      size="lg"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {COMMON.cancel}
          </Button>
          <Button onClick={() => void accept()} loading={busy}>
            {acceptLabel}
          </Button>
        </>
      }
    >
      <Text ref={box} tabIndex={0} role="region" aria-label={textLabel} onScroll={check}>
        {children}
        <p data-testid="fim-dos-termos">Fim do documento.</p>
      </Text>
      <Agreement>
        <Checkbox
          checked={accepted}
          disabled={!reachedEnd}
          error={error}
          onChange={(checked) => {
            setAccepted(checked);
            if (checked) setError(undefined);
          }}
        >
          {agreeLabel}
        </Checkbox>
        {!reachedEnd && (
          <p className="hint" aria-live="polite">
            {scrollHint}
          </p>
        )}
      </Agreement>
    </Modal>
  );
}
