import type { PanelComponents } from '@portal/contracts';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
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
import type { WhereKey } from '../shared/usePagedList';
import { PanelRemovals } from './PanelRemovals';
import { SCREENS, PANEL_PAGE_TITLE, TEXTS } from '../texts';

const ProviderHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

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

/**
 * The movement log: filter, 100 rows a page, refresh (and every 5 minutes), back to page 1; above
 * the provider's log, the removals the panel itself wrote to the realtime database, found by the
 * same search.
 */
export function MovementLogPage() {
  usePageTitle(SCREENS.log, PANEL_PAGE_TITLE);
  const list = useMovementLog();
  const [where, setWhere] = useState<WhereKey>(null);
  const search = useCallback(
    (next: WhereKey) => {
      setWhere(next);
      list.search(next);
    },
    [list],
  );
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
      <SearchFilter fields={LOG_FILTER_FIELDS} onSearch={search} />
      <PanelRemovals where={where} />
      <ProviderHeading>{TEXTS.providerLog}</ProviderHeading>
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
