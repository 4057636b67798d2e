import { ConfirmModal } from '../../primitives/ConfirmModal';
import { PORTAL } from '../../messages/portal';

export interface LogoutModalProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Gostaria de sair do Portal?' / 'Ao sair será necessário fazer login novamente.' (Cancelar, Sair). */
export function LogoutModal({ open, onConfirm, onCancel }: LogoutModalProps) {
  return (
    <ConfirmModal
      open={open}
      title={PORTAL.logout.title}
      content={<p>{PORTAL.logout.content}</p>}
      confirmLabel={PORTAL.logout.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export default LogoutModal;
