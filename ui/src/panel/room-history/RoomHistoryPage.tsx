import { useState } from 'react';
import { formatCpf } from '../../domain/cpf';
import { HISTORY_FILTER_FIELDS, orNotInformed } from '../../domain/panel';
import { IconButton } from '../../primitives/Button';
import type { Column } from '../../primitives/ResponsiveTable';
import { useRoomHistory, useRoomsReport } from '../api';
import { ErrorState } from '../../primitives/EmptyState';
import { panelFailure } from '../shared/usePagedList';
import { PageHeader } from '../layout/PageHeader';
import { Nowrap } from '../shared/cells';
import { RefreshBar } from '../layout/RefreshBar';
import { usePageTitle } from '../../app/usePageTitle';
import { formatMinutesSeconds } from '../shared/format';
import { NoteIcon, StarIcon } from '../../primitives/icons';
import { PagedTable } from '../shared/PagedTable';
import { SearchFilter } from '../shared/SearchFilter';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';
import { ROOM_HISTORY } from './messages';
import { NpsModal, type RoomHistoryRow } from './NpsModal';
import { RoomsSummary } from './RoomsSummary';

export function historyColumns(openNps: (row: RoomHistoryRow) => void): Column<RoomHistoryRow>[] {
  return [
    { key: 'id', header: 'ID', render: (row) => row.tsa_id },
    {
      key: 'cpf',
      header: 'CPF',
      render: (row) => <Nowrap>{orNotInformed(formatCpf(row.tsa_cpf))}</Nowrap>,
    },
    { key: 'protocolo', header: 'Protocolo', render: (row) => orNotInformed(row.tsa_protocolo) },
    {
      key: 'criado',
      header: 'Criado em',
      render: (row) => orNotInformed(row.tsa_created_at_formatado),
    },
    {
      key: 'paciente',
      header: 'Paciente',
      render: (row) => orNotInformed(row.tsa_paciente_nome),
      hideOnCard: true,
    },
    {
      key: 'profissional',
      header: 'Profissional',
      render: (row) => orNotInformed(row.tsa_profissional_nome),
    },
    {
      key: 'espera',
      header: 'Tempo de Espera',
      render: (row) => formatMinutesSeconds(row.tsa_tempo_espera),
    },
    {
      key: 'consulta',
      header: 'Tempo de consulta',
      render: (row) => formatMinutesSeconds(row.tsa_duracao_consulta),
    },
    {
      key: 'atualizado',
      header: 'Atualizado em',
      render: (row) => orNotInformed(row.tsa_updated_at_formatado),
    },
    {
      key: 'nps',
      header: 'NPS',
      render: (row) =>
        row.tnp_id === null ? (
          <Nowrap>{ROOM_HISTORY.noNps}</Nowrap>
        ) : (
          <IconButton
            size="sm"
            label={TEXTS.history.openNps(orNotInformed(row.tsa_paciente_nome))}
            onClick={() => openNps(row)}
          >
            <NoteIcon />
          </IconButton>
        ),
    },
  ];
}

/**
 * The room history with its NPS summary, filter, pages, and each room's NPS in a modal. The list
 * and the summary load together; whatever of them fails is told in one error block, whose one
 * retry loads again what failed.
 */
export function RoomHistoryPage() {
  usePageTitle(SCREENS.history, PANEL_PAGE_TITLE);
  const [nps, setNps] = useState<RoomHistoryRow | null>(null);
  const list = useRoomHistory();
  const report = useRoomsReport(list.refreshes);
  const summaryError = report.error
    ? panelFailure(report.error, TEXTS.history.summaryFailed)
    : null;
  const failures = [...new Set([list.error, summaryError].filter((m): m is string => !!m))];
  const retry = () => {
    if (list.error) list.retry();
    if (report.error) void report.mutate();
  };
  return (
    <>
      <PageHeader title={SCREENS.history} icon={<StarIcon />}>
        <RefreshBar
          refreshedAt={list.refreshedAt}
          onRefresh={list.refresh}
          busy={list.busy}
          failed={list.error !== null}
        />
      </PageHeader>
      {failures.length > 0 && (
        <ErrorState
          message={
            summaryError && list.error && summaryError !== list.error
              ? TEXTS.history.bothFailed(list.error, summaryError)
              : failures[0]
          }
          onRetry={retry}
        />
      )}
      <RoomsSummary report={report.data?.report} failed={summaryError !== null} />
      <SearchFilter fields={HISTORY_FILTER_FIELDS} onSearch={list.search} />
      <PagedTable
        list={list}
        errorShownAbove
        caption={SCREENS.history}
        columns={historyColumns(setNps)}
        rowKey={(row) => row.tsa_id}
        cardTitle={(row) => orNotInformed(row.tsa_paciente_nome)}
      />
      <NpsModal row={nps} onClose={() => setNps(null)} />
    </>
  );
}

export default RoomHistoryPage;
