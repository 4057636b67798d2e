import { useState } from 'react';
import type { SWRResponse } from 'swr';
import { failureMessage } from '../../../api/failureMessage';
import { AdminPagination } from '../../../primitives/AdminPagination';
import { EmptyState, ErrorState } from '../../../primitives/EmptyState';
import { Spinner } from '../../../primitives/Spinner';
import { CardList } from '../../shared/cards';
import { recipientCount } from '../../shared/messages';
import { NOTIFICATIONS } from '../messages';
import type { SentRecipient } from './api';
import { RecipientCard } from './RecipientCard';

const M = NOTIFICATIONS;

/**
 * Recipients per page. The contract answers every recipient in one reply, so the column pages them
 * here: a page of cards keeps the DOM small with thousands of rows, and unlike a virtual list every
 * card of the page stays findable by the browser's search and by screen readers' list navigation.
 */
export const RECIPIENTS_PAGE_SIZE = 20;

export interface RecipientsColumnProps {
  /** The selected notification's number ('012'), or null when none is selected. */
  selected: string | null;
  recipients: SWRResponse<SentRecipient[]>;
  names: ReadonlyMap<number, string>;
}

/**
 * 'Destinatários': the selected notification's recipients, its loader, error or empty text. The tab
 * mounts it anew for each notification and filter, so its page starts at 1.
 */
export function RecipientsColumn({ selected, recipients, names }: RecipientsColumnProps) {
  const [page, setPage] = useState(1);
  const rows = recipients.data;

  if (selected === null)
    return (
      <EmptyState
        title={M.emptyRecipients}
        description="Selecione uma notificação para ver seus destinatários."
      />
    );
  if (recipients.error)
    return (
      <ErrorState
        message={failureMessage(recipients.error, M.error)}
        onRetry={() => void recipients.mutate()}
      />
    );
  if (!rows) return <Spinner label="Carregando destinatários..." />;
  if (rows.length === 0) return <EmptyState title={M.emptyRecipients} />;
  const shown = rows.slice((page - 1) * RECIPIENTS_PAGE_SIZE, page * RECIPIENTS_PAGE_SIZE);
  return (
    <>
      <p className="total" role="status">
        {recipientCount(rows.length)} da notificação {selected}
      </p>
      <CardList aria-label={`Destinatários da notificação ${selected}`} className="single">
        {shown.map((r) => (
          <RecipientCard key={r.id} recipient={r} names={names} />
        ))}
      </CardList>
      <AdminPagination
        total={rows.length}
        limit={RECIPIENTS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
