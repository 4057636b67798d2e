import { ConfirmModal } from '../../primitives/ConfirmModal';
import { PORTAL_COMMON } from '../../messages/portalCommon';

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
      title={PORTAL_COMMON.logout.title}
      content={<p>{PORTAL_COMMON.logout.content}</p>}
      confirmLabel={PORTAL_COMMON.logout.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export default LogoutModal;
