import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { termsSchema } from '../../forms/portal';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Modal } from '../../primitives/Modal';
import { toast } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { userAfterChange, type PatientUser } from '../session/session';
import { PatientTermsText } from '../../messages/PatientTermsText';
import { useUpdatePatient } from './api';

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

export interface TermsModalProps {
  open: boolean;
  user: PatientUser;
  clientName?: string;
  onAccepted: (user: PatientUser) => void;
  /** Cancelar: the caller logs the patient out and sends them to /usuarios. */
  onCancelled: () => void;
}

/**
 * The privacy policy and terms: the agree box is enabled only once the text has been scrolled to
 * its end. Aceitar stores the acceptance ('Termos de Politíca e Privacidade aceitos com sucesso!');
 * Cancelar says 'Para continuar usando nosso sistema, você deve aceitar a política de privacidade!'.
 */
export function TermsModal({ open, user, clientName, onAccepted, onCancelled }: TermsModalProps) {
  const updatePatient = useUpdatePatient();
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
    const parsed = termsSchema.safeParse({ accepted });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? COMMON.termsRequired;
      setError(message);
      toast.error(message);
      return;
    }
    setBusy(true);
    try {
      const answer = await updatePatient({ id: user.id, hasAcceptedTerms: true });
      toast.success(COMMON.termsAccepted);
      onAccepted(userAfterChange(user, answer, { hasAcceptedTerms: true }));
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    toast.error(COMMON.termsCancelled);
    onCancelled();
  };

  return (
    <Modal
      open={open}
      onClose={() => !busy && cancel()}
      hideCloseButton
      size="lg"
      title="Política de Privacidade e Termos de Uso"
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={() => void accept()} loading={busy}>
            Aceitar
          </Button>
        </>
      }
    >
      <Text
        ref={box}
        tabIndex={0}
        role="region"
        aria-label="Texto da Política de Privacidade e dos Termos de Uso"
        onScroll={check}
      >
        <PatientTermsText clientName={clientName} />
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
          Li e concordo com a Política de Privacidade e os Termos de Uso
        </Checkbox>
        {!reachedEnd && (
          <p className="hint" aria-live="polite">
            Role o texto até o fim para habilitar a concordância.
          </p>
        )}
      </Agreement>
    </Modal>
  );
}
