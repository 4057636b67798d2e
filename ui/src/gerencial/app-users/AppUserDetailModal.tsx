import { useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatCns } from '../../domain/cns';
import { formatCpf } from '../../domain/cpf';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import { RefreshIcon } from '../../primitives/icons';
import { formatWithMask } from '../../primitives/masks';
import { Modal } from '../../primitives/Modal';
import { ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { toast } from '../../primitives/toast';
import { useAppUserDetail, useResetAppUserPassword, type AppUser } from './api';
import {
  birthDateLabel,
  genderLabel,
  photoSource,
  resetPasswordOf,
  statusLabel,
} from './appUserFields';
import { APP_USERS } from './messages';

const M = APP_USERS;
const F = M.fields;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Pictures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  img {
    display: block;
    width: 7rem;
    height: 7rem;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a {
    display: inline-flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 7rem;
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  object-fit: cover;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd>{value || COMMON.notInformed}</dd>
    </div>
  );
}

/**
 * An app user read only (every field as text: name, e-mail, mother's name, birth date DD/MM/YYYY,
 * CPF, CEP, phone, CNS, status in words, gender, photo and attachments) and the password reset: after
 * a confirmation saying so, the password becomes the user's CPF digits. The fields are read from
 * the server at each opening (GET /api/app-users/{id}, which records the access in the patient's
 * log), with its loading and its error and retry; the status is the list's, which a reset
 * refreshes.
 */
export function AppUserDetailModal({
  user: row,
  opening = 0,
  onClose,
}: {
  /** The list's row of the user being viewed (null: closed). */
  user: AppUser | null;
  /** Counts the openings: each one reads the detail anew. */
  opening?: number;
  onClose: () => void;
}) {
  const reset = useResetAppUserPassword();
  const { confirm, modal } = useConfirm();
  const [resetting, setResetting] = useState(false);
  const busy = useRef(false);
  const detail = useAppUserDetail(row?.usu_id ?? null, opening);
  const user = row && detail.data ? { ...detail.data, usu_status: row.usu_status } : null;
  const photo = photoSource(user?.usu_imagem);
  const digits = resetPasswordOf(user?.usu_cpf);

  const resetPassword = async (chosen: AppUser) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const confirmed = await confirm({
        title: M.resetTitle,
        content: M.resetQuestion(chosen.usu_nome_usuario, digits),
        confirmLabel: M.resetButton,
      });
      if (!confirmed) return;
      setResetting(true);
      const message = await reset(chosen.usu_id, digits);
      toast.success(message || M.resetSuccess);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
    } finally {
      busy.current = false;
      setResetting(false);
    }
  };

  return (
    <>
      <Modal
        open={row !== null}
        onClose={onClose}
        title={M.detailTitle}
        size="lg"
        footer={
          row && (
            <>
              {user && (
                <Button
                  variant="secondary"
                  icon={<RefreshIcon />}
                  loading={resetting}
                  disabled={!digits}
                  onClick={() => void resetPassword(user)}
                >
                  {M.resetButton}
                </Button>
              )}
              <Button onClick={onClose}>Fechar</Button>
            </>
          )
        }
        hideCloseButton
      >
        {user && (
          <Details>
            <div className="wide">
              <dt>{F.photo}</dt>
              <dd>
                {photo ? <Photo src={photo} alt={`Foto de ${user.usu_nome_usuario}`} /> : M.noPhoto}
              </dd>
            </div>
            <Field label={F.name} value={user.usu_nome_usuario} wide />
            <Field label={F.email} value={user.usu_email ?? ''} />
            <Field label={F.mother} value={user.usu_nome_mae ?? ''} />
            <Field label={F.birth} value={birthDateLabel(user.usu_nascimento)} />
            <Field label={F.cpf} value={formatCpf(user.usu_cpf)} />
            <Field label={F.cep} value={formatWithMask('cep', user.usu_cep)} />
            <Field label={F.phone} value={formatWithMask('phone', user.usu_telefone)} />
            <Field label={F.cns} value={formatCns(user.usu_cns)} />
            <Field label={F.status} value={statusLabel(user.usu_status)} />
            <Field label={F.gender} value={genderLabel(user.usu_genero)} />
            <div className="wide">
              <dt>{F.attachments}</dt>
              <dd>
                {user.anexos.length === 0 ? (
                  M.noAttachments
                ) : (
                  <Pictures>
                    {user.anexos.map((file) => (
                      <li key={file.ane_id}>
                        <a href={file.ane_caminho} target="_blank" rel="noreferrer">
                          <img src={file.ane_caminho} alt="" />
                          {file.ane_nome_completo}
                          <span className="visually-hidden"> (abre em nova aba)</span>
                        </a>
                      </li>
                    ))}
                  </Pictures>
                )}
              </dd>
            </div>
          </Details>
        )}
        {row && !user && detail.error && (
          <ErrorState
            message={failureMessage(detail.error, M.detailFailed)}
            onRetry={() => void detail.mutate()}
          />
        )}
        {row && !user && !detail.error && <PageLoader label={M.detailLoading} />}
        {user && !digits && <Note>{M.resetNoCpf}</Note>}
        {user && <Note>{M.detailLogged}</Note>}
      </Modal>
      {modal}
    </>
  );
}
