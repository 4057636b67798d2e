import type { SWRResponse } from 'swr';
import { countDelivery, type Delivery } from '@portal/contracts/delivery';
import { failureMessage } from '../../../api/failureMessage';
import { AdminPagination } from '../../../primitives/AdminPagination';
import { EmptyState, ErrorState } from '../../../primitives/EmptyState';
import { Spinner } from '../../../primitives/Spinner';
import { CardList } from '../../shared/cards';
import { NOTIFICATIONS } from '../messages';
import { SENT_PAGE_SIZE, type SentNotification, type SentRecipient } from './api';
import { SentNotificationCard } from './SentNotificationCard';

const M = NOTIFICATIONS;

export interface SentNotificationsColumnProps {
  list: SWRResponse<{ rows: SentNotification[]; count: number }>;
  page: number;
  onPage: (page: number) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The selected notification's loaded recipients (its funnel when the backend sent none). */
  recipients: SentRecipient[] | undefined;
  /** Whether those recipients are kept to chosen interactions (then the funnel is partial). */
  filteredByInteraction: boolean;
  names: ReadonlyMap<number, string>;
}

/** 'Notificações': a page of the sent list (10 per page), its loader, error or empty text. */
export function SentNotificationsColumn({
  list,
  page,
  onPage,
  selectedId,
  onSelect,
  recipients,
  filteredByInteraction,
  names,
}: SentNotificationsColumnProps) {
  if (list.error)
    return (
      <ErrorState
        message={failureMessage(list.error, M.error)}
        onRetry={() => void list.mutate()}
      />
    );
  if (!list.data) return <Spinner label="Carregando notificações..." />;
  const { rows, count } = list.data;
  if (rows.length === 0) return <EmptyState title={M.emptyNotifications} />;
  const computed = recipients && computedFunnel(recipients, filteredByInteraction);
  return (
    <>
      <p className="total" role="status">
        {count} {count === 1 ? 'notificação enviada' : 'notificações enviadas'}
      </p>
      <CardList
        aria-label="Notificações enviadas"
        aria-busy={list.isValidating || undefined}
        className="single"
      >
        {rows.map((n) => (
          <SentNotificationCard
            key={n.id}
            notification={n}
            selected={n.id === selectedId}
            onSelect={onSelect}
            names={names}
            computed={n.id === selectedId ? computed : undefined}
          />
        ))}
      </CardList>
      <AdminPagination total={count} limit={SENT_PAGE_SIZE} page={page} onPageChange={onPage} />
    </>
  );
}

/** The funnel of a backend that sends no `delivery`, counted from the recipients on screen. */
function computedFunnel(
  recipients: SentRecipient[],
  filtered: boolean,
): { delivery: Delivery; note: string } {
  const n = recipients.length;
  return {
    delivery: countDelivery(recipients.map((r) => r.interactionNotificationType)),
    note:
      `Calculado na tela a partir ${n === 1 ? 'do destinatário carregado' : `dos ${n} destinatários carregados`}` +
      (filtered ? ' (apenas das interações filtradas).' : '.'),
  };
}
