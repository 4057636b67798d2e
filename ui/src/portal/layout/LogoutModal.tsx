import { useApi } from '../../api/ApiProvider';
import { endServerSession } from '../../api/endServerSession';
import { ConfirmModal } from '../../primitives/ConfirmModal';
import { forgetPushOnLogout } from '../notices/push/forgetOnLogout';
import { dropPatientDrafts } from '../session/formDraft';
import { LAYOUT } from './messages';

export interface LogoutModalProps {
  open: boolean;
  /** The session's token: on 'Sair' the server ends it too, after the page has logged out. */
  token?: string;
  /** The patient leaving: a push subscription they turned on in this browser is removed. */
  userId?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Gostaria de sair do Portal?' / 'Ao sair será necessário fazer login novamente.' (Cancelar, Sair). */
export function LogoutModal({ open, token, userId, onConfirm, onCancel }: LogoutModalProps) {
  const { api } = useApi();
  const confirm = () => {
    dropPatientDrafts();
    onConfirm();
    // Best effort, and lazy with this dialog: the page is logged out whatever the server answers.
    // The push subscription goes first, while the token is still valid on the server.
    if (token)
      void (userId === undefined ? Promise.resolve() : forgetPushOnLogout(api, token, userId)).then(
        () => endServerSession(api, '/api/users/logout', token),
      );
  };
  return (
    <ConfirmModal
      open={open}
      title={LAYOUT.logout.title}
      content={<p>{LAYOUT.logout.content}</p>}
      confirmLabel={LAYOUT.logout.confirm}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}

export default LogoutModal;
