import styled from 'styled-components';
import type { Delivery } from '@portal/contracts/delivery';
import { formatDateTimeMinutes, parseApiDateTime } from '../../../domain/dates';
import { Button } from '../../../primitives/Button';
import { EyeIcon } from '../../../primitives/icons';
import { Card } from '../../shared/cards';
import { interactionLabel } from '../interactions';
import type { SentNotification } from './api';
import { DeliveryFunnel } from './DeliveryFunnel';

const SelectableCard = styled(Card)<{ $selected: boolean }>`
  border: ${({ theme, $selected }) =>
    $selected ? `3px solid ${theme.colors.primary}` : `1px solid ${theme.colors.borderLight}`};
  /* The notification's number in the bundled typeface, with tabular figures. */
  .number {
    font-variant-numeric: tabular-nums lining-nums;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tags li {
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The card's number: the id zero-padded to 3 digits (spec). */
export const paddedId = (id: number) => String(id).padStart(3, '0');

export interface SentNotificationCardProps {
  notification: SentNotification;
  selected: boolean;
  onSelect: (id: number) => void;
  names: ReadonlyMap<number, string>;
  /**
   * The funnel when the backend sent none: counted from the selected notification's loaded
   * recipients, with a note saying so; absent for the others.
   */
  computed?: { delivery: Delivery; note: string };
}

/** A sent notification: number, title, message, interaction labels, send date and its funnel. */
export function SentNotificationCard({
  notification: n,
  selected,
  onSelect,
  names,
  computed,
}: SentNotificationCardProps) {
  const sentAt = parseApiDateTime(n.createdAt);
  const number = paddedId(n.id);
  const delivery = n.delivery ?? computed?.delivery;
  return (
    <SelectableCard $selected={selected} aria-label={`${number} ${n.title}`}>
      <p className="muted">
        Nº <span className="number">{number}</span>
      </p>
      <h3>{n.title}</h3>
      <p>{n.message}</p>
      {n.interactions.length > 0 && (
        <ul className="tags" aria-label="Interações">
          {n.interactions.map((status) => (
            <li key={status}>{interactionLabel(status, names)}</li>
          ))}
        </ul>
      )}
      <p className="muted">Enviada em {sentAt ? formatDateTimeMinutes(sentAt) : n.createdAt}</p>
      {delivery ? (
        <DeliveryFunnel
          delivery={delivery}
          caption={`Entrega da notificação ${number}`}
          names={names}
          note={n.delivery ? undefined : computed?.note}
        />
      ) : (
        <p className="muted">Selecione a notificação para ver a entrega.</p>
      )}
      <Button
        size="sm"
        variant={selected ? 'primary' : 'secondary'}
        icon={<EyeIcon />}
        aria-pressed={selected}
        onClick={() => onSelect(n.id)}
      >
        Ver destinatários<span className="visually-hidden"> da notificação {number}</span>
      </Button>
    </SelectableCard>
  );
}
