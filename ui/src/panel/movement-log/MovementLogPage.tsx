import type { PanelComponents } from '@portal/contracts';
import { formatCpf } from '../../domain/cpf';
import { LOG_FILTER_FIELDS, orNotInformed, translateCallStatus } from '../../domain/panel';
import type { Column } from '../../primitives/ResponsiveTable';
import { useMovementLog } from '../api';
import { PageHeader } from '../layout/PageHeader';
import { Nowrap } from '../shared/cells';
import { RefreshBar } from '../layout/RefreshBar';
import { usePageTitle } from '../../app/usePageTitle';
import { ListIcon } from '../../primitives/icons';
import { PagedTable } from '../shared/PagedTable';
import { SearchFilter } from '../shared/SearchFilter';
import { SCREENS, PANEL_PAGE_TITLE } from '../texts';

type LogRow = PanelComponents['schemas']['LogRow'];

export const LOG_COLUMNS: readonly Column<LogRow>[] = [
  { key: 'id', header: 'ID', render: (row) => row.tml_id },
  {
    key: 'cpf',
    header: 'CPF',
    render: (row) => <Nowrap>{orNotInformed(formatCpf(row.tml_cpf))}</Nowrap>,
  },
  { key: 'protocolo', header: 'Protocolo', render: (row) => orNotInformed(row.tml_protocolo) },
  {
    key: 'criado',
    header: 'Criado em',
    render: (row) => orNotInformed(row.tml_created_at_formatado),
  },
  { key: 'origem', header: 'Origem', render: (row) => orNotInformed(row.tml_origem) },
  {
    key: 'usuario',
    header: 'Usuário',
    render: (row) => orNotInformed(row.tml_paciente_nome || row.tml_profissional_nome),
  },
  {
    key: 'acao',
    header: 'Ação',
    render: (row) => orNotInformed(translateCallStatus(row.tml_subtype)),
  },
];

/** The movement log: filter, 100 rows a page, refresh (and every 5 minutes), back to page 1. */
export function MovementLogPage() {
  usePageTitle(SCREENS.log, PANEL_PAGE_TITLE);
  const list = useMovementLog();
  return (
    <>
      <PageHeader title={SCREENS.log} icon={<ListIcon />}>
        <RefreshBar
          refreshedAt={list.refreshedAt}
          onRefresh={list.refresh}
          busy={list.busy}
          failed={list.error !== null}
        />
      </PageHeader>
      <SearchFilter fields={LOG_FILTER_FIELDS} onSearch={list.search} />
      <PagedTable
        list={list}
        caption={SCREENS.log}
        columns={LOG_COLUMNS}
        rowKey={(row) => row.tml_id}
        cardTitle={(row) => `${row.tml_id} · ${orNotInformed(row.tml_protocolo)}`}
      />
    </>
  );
}

export default MovementLogPage;
