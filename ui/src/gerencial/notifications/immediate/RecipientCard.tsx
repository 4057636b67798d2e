import styled from 'styled-components';
import { formatCpf } from '../../../domain/cpf';
import { formatDateTimeMinutes, parseApiDateTime } from '../../../domain/dates';
import { Card } from '../../shared/cards';
import { interactionLabel } from '../interactions';
import { NOTIFICATIONS } from '../messages';
import type { SentRecipient } from './api';

const RecipientItem = styled(Card)`
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

/** An API moment as dd/MM/yyyy HH:mm; the raw text when it cannot be read; '—' when absent. */
const moment = (value: string | null) => {
  if (!value) return '—';
  const date = parseApiDateTime(value);
  return date ? formatDateTimeMinutes(date) : value;
};

/** A recipient: CPF, name, interaction, its moment and when it was removed. */
export function RecipientCard({
  recipient: r,
  names,
}: {
  recipient: SentRecipient;
  names: ReadonlyMap<number, string>;
}) {
  const cpf = formatCpf(r.cpf);
  return (
    <RecipientItem aria-label={`${cpf} ${r.name ?? ''}`.trim()}>
      <h3 className="link">{r.name || 'Sem nome cadastrado'}</h3>
      <dl>
        <dt>CPF</dt>
        <dd>{cpf}</dd>
        <dt>Interação</dt>
        <dd>
          {interactionLabel(r.interactionNotificationType, names) || NOTIFICATIONS.noInteraction}
        </dd>
        <dt>Momento</dt>
        <dd>{moment(r.interactionDate)}</dd>
        <dt>Removida em</dt>
        <dd>{moment(r.deletedAt)}</dd>
      </dl>
    </RecipientItem>
  );
}
