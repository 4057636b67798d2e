import type { PanelComponents } from '@portal/contracts';
import styled from 'styled-components';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import { Modal } from '../../primitives/Modal';
import { formatMinutesSeconds } from '../shared/format';
import { TEXTS } from '../texts';

export type RoomHistoryRow = PanelComponents['schemas']['RoomHistoryRow'];

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(9rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

export interface NpsModalProps {
  /** The room whose rating is shown; null closes the modal. */
  row: RoomHistoryRow | null;
  onClose: () => void;
}

/** A room's NPS: protocol, patient and CPF, professional, rating, remark, waiting and consultation times (mm:ss). */
export function NpsModal({ row, onClose }: NpsModalProps) {
  const cpf = row?.tnp_cpf ?? row?.tsa_cpf;
  return (
    <Modal open={row !== null} onClose={onClose} title={TEXTS.history.npsTitle} closeOnBackdrop>
      {row && (
        <Details>
          <dt>Protocolo</dt>
          <dd>{orNotInformed(row.tnp_protocolo ?? row.tsa_protocolo)}</dd>
          <dt>Paciente</dt>
          <dd>
            {orNotInformed(row.tnp_paciente_nome ?? row.tsa_paciente_nome)}
            {cpf ? ` (CPF ${formatCpf(cpf)})` : ''}
          </dd>
          <dt>Profissional</dt>
          <dd>{orNotInformed(row.tsa_profissional_nome)}</dd>
          <dt>Nota</dt>
          <dd>{orNotInformed(row.tnp_nota)}</dd>
          <dt>Observação</dt>
          <dd>{orNotInformed(row.tnp_observacao)}</dd>
          <dt>Tempo de Espera</dt>
          <dd>{formatMinutesSeconds(row.tnp_tempo_espera ?? row.tsa_tempo_espera)}</dd>
          <dt>Tempo de Consulta</dt>
          <dd>{formatMinutesSeconds(row.tnp_duracao_consulta ?? row.tsa_duracao_consulta)}</dd>
        </Details>
      )}
    </Modal>
  );
}
