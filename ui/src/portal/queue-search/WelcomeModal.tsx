import { useRef } from 'react';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { WELCOME_SEEN_KEY } from '../../app/first-paint/marks';
import { QUEUE_SEARCH } from './messages';

export interface WelcomeModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Bem-Vindo ao Portal da Transparência!': closes on 'Começar!' or a click on the backdrop. */
export function WelcomeModal({ open, onClose }: WelcomeModalProps) {
  const start = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={QUEUE_SEARCH.welcomeTitle}
      closeOnBackdrop
      hideCloseButton
      prerendered
      initialFocusRef={start}
      describedBy="boas-vindas-texto"
      footer={
        <Button ref={start} onClick={onClose}>
          {QUEUE_SEARCH.welcomeButton}
        </Button>
      }
    >
      <div id="boas-vindas-texto">
        <p>
          Aqui você acompanha a fila de regulação de consultas e exames do seu município, com
          transparência e respeito à sua privacidade.
        </p>
        <p>
          Escolha um <strong>Serviço</strong>, um <strong>Procedimento</strong> e uma{' '}
          <strong>Situação</strong> e clique em <strong>Buscar</strong>. Para proteger os pacientes,
          mostramos apenas as iniciais do nome e parte do Cartão Nacional de Saúde (CNS).
        </p>
      </div>
    </Modal>
  );
}

/** The welcome shows on arrival, once per browser tab (a reload of a shared search is not greeted again). */
export function welcomeSeen(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markWelcomeSeen() {
  try {
    sessionStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // No storage: it shows again next time, which is harmless.
  }
}

export function forgetWelcome() {
  try {
    sessionStorage.removeItem(WELCOME_SEEN_KEY);
  } catch {
    // Nothing stored.
  }
}
