import { useNavigate } from 'react-router-dom';
import { COMMON } from '../../messages/common';
import { AgreementModal } from '../../primitives/AgreementModal';
import { toast } from '../../primitives/toast';
import { useAcceptTerm } from '../session/api';
import { useAdmin, useAdminSession } from '../session/AdminSessionProvider';
import { AdminTermText } from './AdminTermText';
import { TERMS } from './messages';

const T = TERMS;

/**
 * The policy-and-privacy modal of the home, open while the client user has not accepted the
 * responsibility term (usc_termo_responsabilidade). Accepting calls updateClient; cancelling says
 * why and logs the client user out to the clientes route.
 */
export function ResponsibilityTermModal() {
  const { user } = useAdmin();
  const { store } = useAdminSession();
  const acceptTerm = useAcceptTerm();
  const navigate = useNavigate();
  return (
    <AgreementModal
      open={!user.usc_termo_responsabilidade}
      title={T.title}
      textLabel={`Texto: ${T.title}`}
      agreeLabel={T.agree}
      acceptLabel={T.accept}
      scrollHint={T.scrollHint}
      onAccept={async () => {
        store.updateUser(await acceptTerm(user));
        toast.success(COMMON.termsAccepted);
      }}
      onCancel={() => {
        toast.error(COMMON.termsCancelled);
        store.end('terms-refused');
        navigate('/', { replace: true });
      }}
    >
      <AdminTermText clientName={user.cliente.cli_nome} />
    </AgreementModal>
  );
}

export default ResponsibilityTermModal;
