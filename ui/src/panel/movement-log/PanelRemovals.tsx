/**
 * The panel's own removals in 'Log de movimentação': the entries panels write to the
 * realtime database (`telessaude-log/{cpf}/{key}`) with each room they remove, which the provider's
 * log does not have. Live from the database, searched with the same filter as the provider's log.
 */
import { parseLogKey, type LogRow } from '@portal/contracts/realtime';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { formatCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import { orNotInformed, translateCallStatus } from '../../domain/panel';
import { Button } from '../../primitives/Button';
import type { Column } from '../../primitives/ResponsiveTable';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import type { RealtimeSource } from '../realtime/source';
import { Nowrap } from '../shared/cells';
import { ListStatus } from '../shared/ListStatus';
import type { WhereKey } from '../shared/usePagedList';
import { TEXTS } from '../texts';

const subscribe = (
  source: RealtimeSource,
  onRows: (rows: LogRow[]) => void,
  onError: (error: Error) => void,
) => source.subscribeLog(onRows, onError);

/** How many removals show before 'Mostrar todas'. */
export const FIRST_REMOVALS = 10;

/**
 * The removals a search finds: by CPF (digits, any part of it). The entries record no protocol,
 * names or origin, so a search by those finds none of them (the screen says so).
 */
export function filterPanelRemovals(rows: readonly LogRow[], where: WhereKey): LogRow[] {
  if (!where) return [...rows];
  const cpf = where.tml_cpf;
  if (cpf === undefined) return [];
  const digits = cpf.replace(/\D/g, '');
  return digits ? rows.filter((row) => row.cpf.includes(digits)) : [];
}

/** When the panel removed the room: the log key's instant, else the entry's own text. */
const removedAt = (row: LogRow) => {
  const at = parseLogKey(row.id);
  return at ? formatDateTime(at) : row.created_at;
};

export const REMOVAL_COLUMNS: readonly Column<LogRow>[] = [
  {
    key: 'cpf',
    header: 'CPF',
    render: (row) => <Nowrap>{orNotInformed(formatCpf(row.cpf))}</Nowrap>,
  },
  { key: 'quando', header: TEXTS.panelRemovals.when, render: (row) => removedAt(row) },
  {
    key: 'quem',
    header: TEXTS.panelRemovals.who,
    render: (row) => orNotInformed(row.removed_by),
  },
  { key: 'acao', header: 'Ação', render: (row) => translateCallStatus(row.subtype) },
];

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The panel's removals matching `where`, newest first; its own loading, error (retry) and empty. */
export function PanelRemovals({ where }: { where: WhereKey }) {
  const list = useRealtimeList(subscribe);
  const headingId = useId();
  const [all, setAll] = useState(false);
  const rows = filterPanelRemovals(list.data ?? [], where);
  const shown = all ? rows : rows.slice(0, FIRST_REMOVALS);
  const byOtherField = where !== null && where.tml_cpf === undefined;
  const showAll = useCallback(() => setAll(true), []);
  return (
    <Section aria-labelledby={headingId} data-testid="remocoes-do-painel">
      <h2 id={headingId}>{TEXTS.panelRemovals.title}</h2>
      <p>{byOtherField ? TEXTS.panelRemovals.onlyByCpf : TEXTS.panelRemovals.about}</p>
      <ListStatus
        loading={list.status === 'loading'}
        error={list.error && TEXTS.panelRemovals.failed}
        onRetry={list.retry}
        empty={rows.length === 0}
        emptyText={where ? TEXTS.panelRemovals.noneFound : TEXTS.panelRemovals.none}
        loadingLabel={TEXTS.panelRemovals.loading}
      >
        <ResponsiveTable<LogRow>
          caption={TEXTS.panelRemovals.title}
          columns={REMOVAL_COLUMNS}
          rows={shown}
          rowKey={(row) => `${row.cpf}/${row.id}`}
          cardTitle={(row) => orNotInformed(formatCpf(row.cpf))}
          sortedBy={{ key: 'quando', direction: 'descending' }}
        />
        {shown.length < rows.length && (
          <More>
            <Button variant="secondary" onClick={showAll}>
              {TEXTS.panelRemovals.showAll(rows.length)}
            </Button>
          </More>
        )}
      </ListStatus>
    </Section>
  );
}
