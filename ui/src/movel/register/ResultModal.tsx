import type { ReactNode } from 'react';
import { ConfirmModal } from '../../primitives/ConfirmModal';

export interface ResultModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** The register and contact outcome: 'Tudo certo!' or 'Oops...' with one Ok button. */
export function ResultModal({ open, title, children, onClose }: ResultModalProps) {
  return (
    <ConfirmModal
      open={open}
      title={title}
      content={children}
      showCancel={false}
      confirmLabel="Ok"
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
