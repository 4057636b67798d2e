import type { AppRoom } from '@portal/contracts/realtime';
import { useMemo } from 'react';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import type { Column } from '../../primitives/ResponsiveTable';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { PageHeader } from '../layout/PageHeader';
import { Nowrap, WrapHeader } from '../shared/cells';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import type { RealtimeSource } from '../realtime/source';
import { Count } from '../shared/Count';
import { formatInstant, formatTransmissionLevel } from '../shared/format';
import { PhoneIcon } from '../../primitives/icons';
import { ListStatus } from '../shared/ListStatus';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';

type Row = [string, AppRoom];

const subscribe = (
  source: RealtimeSource,
  onRooms: (rooms: Row[]) => void,
  onError: (error: Error) => void,
) => source.subscribeAppRooms(onRooms, onError);

export const APP_ROOM_COLUMNS: readonly Column<Row>[] = [
  { key: 'sala', header: 'Sala', render: ([, room]) => orNotInformed(room.sala), hideOnCard: true },
  {
    key: 'cpf',
    header: 'CPF do Paciente',
    render: ([, room]) => <Nowrap>{orNotInformed(formatCpf(room.pacCpf))}</Nowrap>,
  },
  { key: 'paciente', header: 'Paciente', render: ([, room]) => orNotInformed(room.pacNome) },
  {
    key: 'nivel-paciente',
    header: <WrapHeader>Nível de Transmissão do Paciente</WrapHeader>,
    render: ([, room]) => formatTransmissionLevel(room.pacienteNivelTransmissao),
  },
  {
    key: 'profissional',
    header: 'Profissional',
    render: ([, room]) => orNotInformed(room.funNome),
  },
  {
    key: 'nivel-profissional',
    header: <WrapHeader>Nível de Transmissão do Profissional</WrapHeader>,
    render: ([, room]) => formatTransmissionLevel(room.profissionalNivelTransmissao),
  },
  {
    key: 'atualizado',
    header: 'Atualizado em',
    render: ([, room]) => formatInstant(room.updated_at),
  },
  { key: 'criado', header: 'Criado em', render: ([, room]) => formatInstant(room.created_at) },
];

const newestFirst = ([, a]: Row, [, b]: Row) =>
  (Date.parse(b.created_at ?? '') || 0) - (Date.parse(a.created_at ?? '') || 0);

/** Real-time rooms of the app: live from the realtime database, read-only. */
export function AppRoomsPage() {
  usePageTitle(SCREENS.appRooms, PANEL_PAGE_TITLE);
  const { status, data, error, retry } = useRealtimeList(subscribe);
  const rooms = useMemo(() => [...(data ?? [])].sort(newestFirst), [data]);
  return (
    <>
      <PageHeader title={SCREENS.appRooms} icon={<PhoneIcon />}>
        {status === 'ready' && <Count>{TEXTS.rooms.count(rooms.length)}</Count>}
      </PageHeader>
      <ListStatus
        loading={status === 'loading'}
        error={error}
        onRetry={retry}
        empty={rooms.length === 0}
        emptyText={TEXTS.rooms.empty}
        loadingLabel={TEXTS.rooms.connecting}
      >
        <ResponsiveTable
          caption={SCREENS.appRooms}
          columns={APP_ROOM_COLUMNS}
          rows={rooms}
          rowKey={([key]) => key}
          cardTitle={([, room]) => `Sala ${orNotInformed(room.sala)}`}
        />
      </ListStatus>
    </>
  );
}

export default AppRoomsPage;
