import styled from 'styled-components';
import { formatApiDateOrRaw } from '../../../domain/dates';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import type { ScheduledNotification } from '../api';
import { interactionLabel } from '../interactions';
import { NOTIFICATIONS } from '../messages';
import type { ScheduledTime } from './api';
import { SCHEDULED_LIST } from './messages';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** 'Interação da Notificação': a time's date, hour, interaction (or 'Sem interação'), title, message. */
export function InteractionModal({
  time,
  notification,
  names,
  onClose,
}: {
  time: ScheduledTime;
  notification: ScheduledNotification;
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={L.interactionTitle}
      size="sm"
      hideCloseButton
      footer={<Button onClick={onClose}>{L.close}</Button>}
    >
      <List>
        <dt>{L.date}</dt>
        <dd>{formatApiDateOrRaw(time.noh_data)}</dd>
        <dt>{L.hour}</dt>
        <dd>{time.noh_hora}</dd>
        <dt>{L.interaction}</dt>
        <dd>
          {interactionLabel(time.noh_id_tipos_interacoes_notificacoes, names) || M.noInteraction}
        </dd>
        <dt>{L.title}</dt>
        <dd>{notification.noa_titulo}</dd>
        <dt>{L.message}</dt>
        <dd>{notification.noa_mensagem}</dd>
      </List>
    </Modal>
  );
}
