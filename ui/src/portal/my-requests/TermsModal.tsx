import { COMMON } from '../../messages/common';
import { PatientTermsText } from '../../messages/PatientTermsText';
import { AgreementModal } from '../../primitives/AgreementModal';
import { toast } from '../../primitives/toast';
import { userAfterChange, type PatientUser } from '../session/session';
import { useUpdatePatient } from './api';

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
  return (
    <AgreementModal
      open={open}
      title="Política de Privacidade e Termos de Uso"
      textLabel="Texto da Política de Privacidade e dos Termos de Uso"
      agreeLabel="Li e concordo com a Política de Privacidade e os Termos de Uso"
      onAccept={async () => {
        const answer = await updatePatient({ id: user.id, hasAcceptedTerms: true });
        toast.success(COMMON.termsAccepted);
        onAccepted(userAfterChange(user, answer, { hasAcceptedTerms: true }));
      }}
      onCancel={() => {
        toast.error(COMMON.termsCancelled);
        onCancelled();
      }}
    >
      <PatientTermsText clientName={clientName} />
    </AgreementModal>
  );
}
