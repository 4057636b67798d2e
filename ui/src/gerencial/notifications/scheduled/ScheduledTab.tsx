import { useState } from 'react';
import styled from 'styled-components';
import { formatCpf } from '../../../domain/cpf';
import { formatApiDateOrRaw } from '../../../domain/dates';
import { AdminPagination } from '../../../primitives/AdminPagination';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { useInteractionNames, type ScheduledNotification } from '../api';
import { NOTIFICATIONS } from '../messages';
import { AddRecipientModal } from './AddRecipientModal';
import { AddTimeModal } from './AddTimeModal';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useScheduledNotifications,
  useScheduledRecipients,
  useScheduledTimes,
  type ScheduledFilter,
  type ScheduledRecipient,
  type ScheduledTime,
} from './api';
import { FilterPanel } from './FilterPanel';
import { InteractionModal } from './InteractionModal';
import { SCHEDULED_LIST } from './messages';
import { RowList, ScheduledColumn, type ColumnRead } from './ScheduledColumn';
import { NotificationRow, RecipientRow, TimeRow } from './ScheduledRows';
import { UpdateRecipientModal } from './UpdateRecipientModal';
import { useScheduledRemoval } from './useScheduledRemoval';
import { useSelection } from './useSelection';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

/** Recipients and times shown per page of their column (all of them are loaded and selectable). */
export const CHILD_PAGE_SIZE = 10;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  .columns {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    align-items: start;
  }
  ${({ theme }) => theme.media.mobile} {
    .columns {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

type Modal =
  | { kind: 'updateRecipient'; recipient: ScheduledRecipient }
  | { kind: 'addRecipient' }
  | { kind: 'addTime' }
  | { kind: 'interaction'; time: ScheduledTime };

const readOf = (swr: {
  isLoading: boolean;
  error: unknown;
  data?: unknown;
  mutate: () => unknown;
}): ColumnRead => ({
  isLoading: swr.isLoading,
  error: swr.error,
  hasData: swr.data !== undefined,
  retry: () => void swr.mutate(),
});

const pageOf = <T,>(rows: T[], page: number) =>
  rows.slice((page - 1) * CHILD_PAGE_SIZE, page * CHILD_PAGE_SIZE);

export interface ScheduledTabProps {
  /** A notification's edit action: the page opens the send form carrying it. */
  onEdit: (notification: ScheduledNotification) => void;
}

/**
 * 'Notificações Agendadas': notifications → recipients → times, side by side (stacked on a phone).
 * Scheduled mode offers selection, edit, add and removal (one or in bulk); shown (exibidas) mode
 * only reads. The filter narrows all three columns.
 */
export function ScheduledTab({ onEdit }: ScheduledTabProps) {
  const names = useInteractionNames();
  const [shown, setShown] = useState(false);
  const [filter, setFilter] = useState<ScheduledFilter>({});
  const [page, setPage] = useState(1);
  const [noa, setNoa] = useState<ScheduledNotification | null>(null);
  const [nod, setNod] = useState<ScheduledRecipient | null>(null);
  const [recipientPage, setRecipientPage] = useState(1);
  const [timePage, setTimePage] = useState(1);
  const [modal, setModal] = useState<Modal | null>(null);
  const editable = !shown;

  const notifications = useScheduledNotifications(shown, filter, page);
  const recipients = useScheduledRecipients(noa?.noa_id ?? null, filter);
  const times = useScheduledTimes(nod?.nod_id ?? null, filter);
  const notificationRows = notifications.data?.rows ?? [];
  const recipientRows = recipients.data?.rows ?? [];
  const timeRows = times.data?.rows ?? [];

  const selectedNotifications = useSelection(notificationRows.map((n) => n.noa_id));
  const selectedRecipients = useSelection(recipientRows.map((r) => r.nod_id));
  const selectedTimes = useSelection(timeRows.map((t) => t.noh_id));
  const removal = useScheduledRemoval();

  const chooseNotification = (item: ScheduledNotification | null) => {
    if (item?.noa_id === noa?.noa_id) return;
    setNoa(item);
    setNod(null);
    setRecipientPage(1);
    setTimePage(1);
    selectedRecipients.clear();
    selectedTimes.clear();
  };
  const chooseRecipient = (item: ScheduledRecipient | null) => {
    if (item?.nod_id === nod?.nod_id) return;
    setNod(item);
    setTimePage(1);
    selectedTimes.clear();
  };
  const restart = () => {
    setPage(1);
    chooseNotification(null);
    selectedNotifications.clear();
  };

  const removeNotifications = (ids: number[], describe?: string) =>
    removal.remove({
      kind: 'notification',
      ids,
      describe,
      onRemoved: (removed) => {
        selectedNotifications.drop(removed);
        if (noa && removed.includes(noa.noa_id)) chooseNotification(null);
      },
    });
  const removeRecipients = (ids: number[], describe?: string) => {
    const noaId = noa?.noa_id;
    const cpfOf = new Map(recipientRows.map((r) => [r.nod_id, r.nod_cpf]));
    removal.remove({
      kind: 'recipient',
      ids,
      describe,
      pushFor: (removed) => ({
        noaIds: noaId ? [noaId] : [],
        cpfs: removed.flatMap((id) => cpfOf.get(id) ?? []),
      }),
      onRemoved: (removed) => {
        selectedRecipients.drop(removed);
        if (nod && removed.includes(nod.nod_id)) chooseRecipient(null);
      },
    });
  };
  const removeTimes = (ids: number[], describe?: string) => {
    const target = { noaIds: noa ? [noa.noa_id] : [], cpfs: nod ? [nod.nod_cpf] : [] };
    removal.remove({
      kind: 'time',
      ids,
      describe,
      pushFor: () => target,
      onRemoved: (removed) => selectedTimes.drop(removed),
    });
  };

  return (
    <Layout>
      <div className="top">
        <RadioGroup
          label={L.modeLabel}
          orientation="horizontal"
          value={shown ? 'exibidas' : 'agendadas'}
          onChange={(value) => {
            setShown(value === 'exibidas');
            restart();
          }}
          options={[
            { value: 'agendadas', label: L.modeScheduled },
            { value: 'exibidas', label: L.modeShown },
          ]}
        />
        <FilterPanel
          names={names}
          onApply={(next) => {
            setFilter(next);
            restart();
          }}
        />
      </div>
      <div className="columns">
        <ScheduledColumn
          title={L.notifications}
          read={readOf(notifications)}
          empty={M.emptyNotifications}
          count={notifications.data?.count ?? 0}
          editable={editable}
          selectAllLabel={L.selectAllNotifications(notificationRows.length)}
          selectable={notificationRows.length}
          selectedCount={selectedNotifications.size}
          onSelectAll={selectedNotifications.setAll}
          onBulkRemove={() => removeNotifications(selectedNotifications.ids())}
          removing={removal.removing('notification')}
          progress={removal.progressOf('notification')}
          footer={
            <AdminPagination
              total={notifications.data?.count ?? 0}
              limit={NOTIFICATIONS_PAGE_SIZE}
              page={page}
              onPageChange={(next) => {
                setPage(next);
                selectedNotifications.clear();
              }}
            />
          }
        >
          <RowList>
            {notificationRows.map((item) => (
              <NotificationRow
                key={item.noa_id}
                item={item}
                names={names}
                editable={editable}
                current={noa?.noa_id === item.noa_id}
                selected={selectedNotifications.has(item.noa_id)}
                onSelect={(on) => selectedNotifications.toggle(item.noa_id, on)}
                busy={removal.removing('notification')}
                onEdit={() => onEdit(item)}
                onRemove={() => removeNotifications([item.noa_id], item.noa_titulo)}
                onShowNext={() => chooseNotification(item)}
              />
            ))}
          </RowList>
        </ScheduledColumn>

        <ScheduledColumn
          title={L.recipients}
          waitingFor={noa ? undefined : L.pickNotification}
          read={readOf(recipients)}
          empty={M.emptyRecipients}
          count={recipients.data?.count ?? 0}
          editable={editable}
          selectAllLabel={L.selectAllRecipients(recipientRows.length)}
          selectable={recipientRows.length}
          selectedCount={selectedRecipients.size}
          onSelectAll={selectedRecipients.setAll}
          onBulkRemove={() => removeRecipients(selectedRecipients.ids())}
          removing={removal.removing('recipient')}
          progress={removal.progressOf('recipient')}
          addLabel={L.addRecipient}
          onAdd={() => setModal({ kind: 'addRecipient' })}
          footer={
            <AdminPagination
              total={recipientRows.length}
              limit={CHILD_PAGE_SIZE}
              page={recipientPage}
              onPageChange={setRecipientPage}
            />
          }
        >
          <RowList>
            {pageOf(recipientRows, recipientPage).map((item) => (
              <RecipientRow
                key={item.nod_id}
                item={item}
                names={names}
                editable={editable}
                current={nod?.nod_id === item.nod_id}
                selected={selectedRecipients.has(item.nod_id)}
                onSelect={(on) => selectedRecipients.toggle(item.nod_id, on)}
                busy={removal.removing('recipient')}
                onEdit={() => setModal({ kind: 'updateRecipient', recipient: item })}
                onRemove={() => removeRecipients([item.nod_id], formatCpf(item.nod_cpf))}
                onShowNext={() => chooseRecipient(item)}
              />
            ))}
          </RowList>
        </ScheduledColumn>

        <ScheduledColumn
          title={L.times}
          waitingFor={nod ? undefined : L.pickRecipient}
          read={readOf(times)}
          empty={L.emptyTimes}
          count={times.data?.count ?? 0}
          editable={editable}
          selectAllLabel={L.selectAllTimes(timeRows.length)}
          selectable={timeRows.length}
          selectedCount={selectedTimes.size}
          onSelectAll={selectedTimes.setAll}
          onBulkRemove={() => removeTimes(selectedTimes.ids())}
          removing={removal.removing('time')}
          progress={removal.progressOf('time')}
          addLabel={L.addTime}
          onAdd={() => setModal({ kind: 'addTime' })}
          footer={
            <AdminPagination
              total={timeRows.length}
              limit={CHILD_PAGE_SIZE}
              page={timePage}
              onPageChange={setTimePage}
            />
          }
        >
          <RowList>
            {pageOf(timeRows, timePage).map((item) => (
              <TimeRow
                key={item.noh_id}
                item={item}
                names={names}
                editable={editable}
                selected={selectedTimes.has(item.noh_id)}
                onSelect={(on) => selectedTimes.toggle(item.noh_id, on)}
                busy={removal.removing('time')}
                onView={() => setModal({ kind: 'interaction', time: item })}
                onRemove={() =>
                  removeTimes(
                    [item.noh_id],
                    `${formatApiDateOrRaw(item.noh_data)} ${item.noh_hora}`,
                  )
                }
              />
            ))}
          </RowList>
        </ScheduledColumn>
      </div>

      {removal.modal}
      {modal?.kind === 'updateRecipient' && (
        <UpdateRecipientModal recipient={modal.recipient} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'addRecipient' && noa && (
        <AddRecipientModal noaId={noa.noa_id} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'addTime' && nod && (
        <AddTimeModal nodId={nod.nod_id} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'interaction' && noa && (
        <InteractionModal
          time={modal.time}
          notification={noa}
          names={names}
          onClose={() => setModal(null)}
        />
      )}
    </Layout>
  );
}
