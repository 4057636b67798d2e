import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../domain/dates';
import type { Column, RowTone } from '../../primitives/ResponsiveTable';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { PageHeader } from '../layout/PageHeader';
import { Count } from '../shared/Count';
import { ListStatus } from '../shared/ListStatus';
import { useDensity } from '../shared/useDensity';
import { useNow } from '../shared/useNow';
import { TEXTS } from '../texts';
import { ConnectionIndicator, quietMinutes, StaleNotice } from './ConnectionIndicator';
import type { RealtimeList } from './RealtimeProvider';
import type { ConnectionState } from './useRealtimeConnection';

const Updated = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin-bottom: ${({ theme }) => theme.space(3)};
  > :first-child {
    min-width: min(16rem, 100%);
    max-width: 100%;
  }
  /* The switch's label, track and state wrap on a narrow screen with large text. */
  > label {
    flex-wrap: wrap;
    max-width: 100%;
  }
`;

export type RoomSort = 'created' | 'updated';

/** What a realtime screen tells the frame about each room. */
export interface RoomTimes {
  created: string | null | undefined;
  updated: string | null | undefined;
}

export interface RoomsViewProps<Row> {
  title: string;
  icon: ReactNode;
  /** The live list (useRealtimeList) and its connection. */
  list: Pick<RealtimeList<unknown>, 'status' | 'error' | 'retry' | 'updatedAt'>;
  connection: ConnectionState;
  /** The rows to show (the snapshot's, plus any the screen keeps, e.g. removals under way). */
  rows: readonly Row[];
  times: (row: Row) => RoomTimes;
  /** The columns, given the time now (for ages) and whether the view is compact. */
  columns: (view: { now: number; compact: boolean }) => readonly Column<Row>[];
  /** The keys of the creation and update columns (their headers carry the sort order). */
  timeColumns: Record<RoomSort, string>;
  rowKey: (row: Row) => Key;
  cardTitle: (row: Row) => ReactNode;
  rowTone?: (row: Row, now: number) => RowTone | undefined;
  actions?: (
    row: Row,
    view: { staleNoticeId: string; connected: boolean; compact: boolean },
  ) => ReactNode;
  actionsHeader?: string;
}

const newestFirst = (value: string | null | undefined) => Date.parse(value ?? '') || -Infinity;

/**
 * The frame both realtime screens share: the title with the room count, the connection's state
 * and when the data last arrived; sorting (creation or last update, newest first) and the compact
 * view; a notice over a list that may be stale while disconnected; the list's states.
 */
export function RoomsView<Row>({
  title,
  icon,
  list,
  connection,
  rows,
  times,
  columns,
  timeColumns,
  rowKey,
  cardTitle,
  rowTone,
  actions,
  actionsHeader,
}: RoomsViewProps<Row>) {
  const now = useNow();
  const [density, setDensity] = useDensity();
  const [sort, setSort] = useState<RoomSort>('created');
  const staleNoticeId = useId();
  const compact = density === 'compact';
  const sorted = useMemo(
    () => [...rows].sort((a, b) => newestFirst(times(b)[sort]) - newestFirst(times(a)[sort])),
    [rows, times, sort],
  );
  const ready = list.status === 'ready';
  const connected = connection.status === 'connected';
  // An empty list has nothing to update; a list with rooms and no snapshot for a while says so.
  const quiet = ready && rows.length > 0 ? quietMinutes(list.updatedAt, now) : null;
  return (
    <>
      <PageHeader title={title} icon={icon}>
        {ready && <Count>{TEXTS.rooms.count(rows.length)}</Count>}
        <ConnectionIndicator state={connection} quiet={quiet} />
        {ready && list.updatedAt && (
          <Updated data-testid="ultima-atualizacao">
            {TEXTS.lastRefresh}{' '}
            <time dateTime={list.updatedAt.toISOString()}>{formatDateTime(list.updatedAt)}</time>
          </Updated>
        )}
      </PageHeader>
      <Toolbar role="group" aria-label={TEXTS.view.label}>
        <Select
          label={TEXTS.view.sort}
          options={[
            { value: 'created', label: TEXTS.view.sortCreated },
            { value: 'updated', label: TEXTS.view.sortUpdated },
          ]}
          value={sort}
          onChange={(value) => setSort(value === 'updated' ? 'updated' : 'created')}
        />
        <Switch
          checked={compact}
          onChange={(on) => setDensity(on ? 'compact' : 'comfortable')}
          onLabel={TEXTS.view.on}
          offLabel={TEXTS.view.off}
        >
          {TEXTS.view.compact}
        </Switch>
      </Toolbar>
      {ready && !connected && <StaleNotice id={staleNoticeId} since={connection.since} />}
      <ListStatus
        loading={list.status === 'loading'}
        error={list.error}
        onRetry={list.retry}
        empty={rows.length === 0}
        emptyText={TEXTS.rooms.empty}
        loadingLabel={TEXTS.rooms.connecting}
      >
        <ResponsiveTable<Row>
          caption={title}
          columns={columns({ now, compact })}
          rows={sorted}
          rowKey={rowKey}
          cardTitle={cardTitle}
          density={density}
          rowTone={rowTone && ((row) => rowTone(row, now))}
          sortedBy={{ key: timeColumns[sort], direction: 'descending' }}
          actionsHeader={actionsHeader}
          actions={actions && ((row) => actions(row, { staleNoticeId, connected, compact }))}
        />
      </ListStatus>
    </>
  );
}
