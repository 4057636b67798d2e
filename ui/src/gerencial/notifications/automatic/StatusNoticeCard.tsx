import styled from 'styled-components';
import { formatCpf } from '../../../domain/cpf';
import { Card } from '../../shared/cards';
import type { StatusNotice } from './api';
import { AUTOMATIC } from './messages';
import { importName, momentOf, statusLine } from './summary';

const M = AUTOMATIC;

const NoticeCard = styled(Card)`
  .tag {
    align-self: flex-start;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* The patient's words can hold line breaks: kept, and never read as markup. */
  .message {
    white-space: pre-line;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * An automatic notice: marked 'Automático', its title and text (as text), the patient, when it was
 * sent, its status with its moment and the import that sent it.
 */
export function StatusNoticeCard({
  notice: n,
  fileName,
  names,
}: {
  notice: StatusNotice;
  /** The sending import's file, when the reply's counts name it. */
  fileName: string | null;
  names: ReadonlyMap<number, string>;
}) {
  const cpf = formatCpf(n.cpf);
  const patient = n.name || M.noName;
  return (
    <NoticeCard aria-label={`${n.title}, ${patient}`}>
      <span className="tag">{M.automatic}</span>
      <h3>{n.title}</h3>
      <p className="message">{n.message}</p>
      <dl>
        <dt>{M.patient}</dt>
        <dd>{patient}</dd>
        <dt>{M.cpf}</dt>
        <dd>{cpf}</dd>
        <dt>{M.sentAt}</dt>
        <dd>{momentOf(n.createdAt)}</dd>
        <dt>{M.status}</dt>
        <dd>{statusLine(n, names)}</dd>
      </dl>
      <p className="muted">{importName(n.importId, fileName)}</p>
    </NoticeCard>
  );
}
