import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { orNotInformed } from '../../domain/panel';
import { IconButton } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import type { Column } from '../../primitives/ResponsiveTable';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { useCreatedRooms } from '../api';
import { PageHeader } from '../layout/PageHeader';
import { RefreshBar } from '../layout/RefreshBar';
import { usePageTitle } from '../../app/usePageTitle';
import { Count } from '../shared/Count';
import { ChartIcon, MonitorIcon, PhoneIcon } from '../../primitives/icons';
import { ListStatus } from '../shared/ListStatus';
import { AUTO_REFRESH_MS, panelFailure } from '../shared/usePagedList';
import {
  isPanelSystem,
  SCREENS,
  SYSTEMS,
  TEXTS,
  type PanelSystem,
  PANEL_PAGE_TITLE,
} from '../texts';
import { ConnectionChartModal, type CreatedRoomRow } from './ConnectionChartModal';

export function createdRoomColumns(
  openChart: (row: CreatedRoomRow) => void,
): Column<CreatedRoomRow>[] {
  return [
    {
      key: 'canal',
      header: 'Canal',
      render: (row) => orNotInformed(row.vcl_nome_sala),
      hideOnCard: true,
    },
    { key: 'paciente', header: 'Paciente', render: (row) => orNotInformed(row.vcl_paciente_nome) },
    {
      key: 'atualizacao-paciente',
      header: 'Atualização Paciente',
      render: (row) => orNotInformed(row.vcl_paciente_updated_at_formatado),
    },
    {
      key: 'profissional',
      header: 'Profissional',
      render: (row) => orNotInformed(row.vcl_funcionario_nome),
    },
    {
      key: 'atualizacao-profissional',
      header: 'Atualização Profissional',
      render: (row) => orNotInformed(row.vcl_profissional_updated_at_formatado),
    },
    {
      key: 'criado',
      header: 'Criado em',
      render: (row) => orNotInformed(row.vcl_created_at_formatado),
    },
    {
      key: 'acao',
      header: 'Ação',
      render: (row) => (
        <IconButton
          size="sm"
          label={TEXTS.created.openChart(row.vcl_nome_sala)}
          onClick={() => openChart(row)}
        >
          <ChartIcon />
        </IconButton>
      ),
    },
  ];
}

const SYSTEM_ICON = { app: <PhoneIcon />, minhaConsulta: <MonitorIcon /> } as const;

function CreatedRooms({ system }: { system: PanelSystem }) {
  const title = SCREENS.createdRooms(system);
  usePageTitle(title, PANEL_PAGE_TITLE);
  const [version, setVersion] = useState(0);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const [chart, setChart] = useState<CreatedRoomRow | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useCreatedRooms(system, version, {
    onSuccess: () => setRefreshedAt(new Date()),
  });

  useEffect(() => {
    // The original defined this 5-minute reload but never started it; here it runs.
    const timer = setInterval(() => setVersion((v) => v + 1), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const rows = data ?? [];
  const failed = Boolean(error);
  return (
    <>
      <PageHeader title={title} icon={SYSTEM_ICON[system]}>
        {data && !failed && <Count>{TEXTS.created.count(rows.length)}</Count>}
        <RefreshBar
          refreshedAt={refreshedAt}
          onRefresh={() => setVersion((v) => v + 1)}
          busy={isValidating}
          failed={failed}
        />
      </PageHeader>
      <ListStatus
        loading={isLoading && !data}
        error={failed ? panelFailure(error) : null}
        onRetry={() => void mutate()}
        empty={rows.length === 0}
      >
        <div aria-busy={isValidating}>
          <ResponsiveTable
            caption={title}
            columns={createdRoomColumns(setChart)}
            rows={rows}
            rowKey={(row) => row.vcl_id ?? `${row.vcl_nome_sala}-${row.vcl_created_at_formatado}`}
            cardTitle={(row) => `Canal ${row.vcl_nome_sala}`}
          />
        </div>
      </ListStatus>
      <ConnectionChartModal row={chart} onClose={() => setChart(null)} />
    </>
  );
}

/**
 * The created-rooms chart of one system (route parameter `system`: app or minhaConsulta). Without
 * a valid system the original only logged an error; here the operator is offered both.
 */
export function CreatedRoomsPage() {
  const [params] = useSearchParams();
  const system = params.get('system');
  const valid = isPanelSystem(system);
  useEffect(() => {
    if (!valid)
      console.error(
        `Gráfico de salas criadas sem o parâmetro system válido (${system ?? 'ausente'})`,
      );
  }, [valid, system]);
  if (valid) return <CreatedRooms key={system} system={system} />;
  return <MissingSystem />;
}

function MissingSystem() {
  usePageTitle(SCREENS.createdRoomsUnknown, PANEL_PAGE_TITLE);
  return (
    <>
      <PageHeader title={SCREENS.createdRoomsUnknown} icon={<ChartIcon />} />
      <EmptyState
        title={TEXTS.created.noSystem}
        action={
          <ul>
            {(Object.keys(SYSTEMS) as PanelSystem[]).map((key) => (
              <li key={key}>
                <Link to={`/videochamada-log?system=${key}`}>{SCREENS.createdRooms(key)}</Link>
              </li>
            ))}
          </ul>
        }
      />
    </>
  );
}

export default CreatedRoomsPage;
