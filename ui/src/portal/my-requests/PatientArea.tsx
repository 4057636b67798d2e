import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useApi } from '../../api/ApiProvider';
import { unwrap } from '../../api/unwrap';
import { clearSession, updateSessionUser, type PatientSession } from '../session/session';
import { CompleteCpfModal } from './CompleteCpfModal';
import { MyRequestsList } from './MyRequestsList';
import { ONGOING_STATUSES } from './myRequests';
import { ProfileCard } from './ProfileCard';
import { TermsModal } from './TermsModal';

/**
 * 'Solicitações em andamento': the counts of the statuses still in progress, one small call each
 * (limit 1: only the count is read; 0 could read as "no limit" to some backends).
 */
function useOngoingCount(cpf: string | null) {
  const { api } = useApi();
  const { data, error } = useSWR(cpf ? ['my-requests/ongoing', cpf] : null, async () => {
    const counts = await Promise.all(
      ONGOING_STATUSES.map((status) =>
        unwrap(
          api.GET('/api/queue/my-solicitations', {
            params: { query: { cpf: cpf!, limit: 1, offset: 0, status } },
          }),
        ).then((page) => page.count),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });
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
  const ongoing = useOngoingCount(user.cpf);
  const leave = () => {
    clearSession();
    navigate('/usuarios');
  };
  return (
    <section aria-labelledby="titulo-area">
      <h1 id="titulo-area">Área do paciente</h1>
      <ProfileCard user={user} ongoing={ongoing} />
      <MyRequestsList cpf={user.cpf} />
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
