import { useNavigate } from 'react-router-dom';
import { useOngoingCount } from './api';
import { clearSession, updateSessionUser, type PatientSession } from '../session/session';
import { CompleteCpfModal } from './CompleteCpfModal';
import { MyRequestsList } from './MyRequestsList';
import { ProfileCard } from './ProfileCard';
import { StatusNoticesSwitch } from './StatusNoticesSwitch';
import { TermsModal } from './TermsModal';

/** The ongoing count, or null while it is unknown (no CPF yet, or the call failed). */
function useOngoing(cpf: string | null) {
  const { data, error } = useOngoingCount(cpf);
  if (!cpf || error) return null;
  return data;
}

/**
 * The logged-in patient's area: the profile card, the requests, and the CPF and terms modals a
 * patient must get through first.
 */
export function PatientArea({
  session,
  clientName,
}: {
  session: PatientSession;
  clientName?: string;
}) {
  const navigate = useNavigate();
  const { user } = session;
  const ongoing = useOngoing(user.cpf);
  const leave = () => {
    clearSession();
    navigate('/usuarios');
  };
  return (
    <section aria-labelledby="titulo-area">
      <h1 id="titulo-area">Área do paciente</h1>
      <ProfileCard
        user={user}
        ongoing={ongoing}
        preference={user.cpf ? <StatusNoticesSwitch user={user} /> : undefined}
      />
      <MyRequestsList cpf={user.cpf} userId={user.id} />
      <CompleteCpfModal open={!user.cpf} user={user} onSaved={updateSessionUser} onLogout={leave} />
      <TermsModal
        open={Boolean(user.cpf) && !user.hasAcceptedTerms}
        user={user}
        clientName={clientName}
        onAccepted={updateSessionUser}
        onCancelled={leave}
      />
    </section>
  );
}

export default PatientArea;
