import type { AppRoom } from '@portal/contracts/realtime';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import type { Column, RowTone } from '../../primitives/ResponsiveTable';
import { Nowrap, WrapHeader } from '../shared/cells';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import { RoomsView } from '../realtime/RoomsView';
import type { RealtimeSource } from '../realtime/source';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import { RoomInstant } from '../shared/RoomInstant';
import { TransmissionLevelBadge } from '../shared/TransmissionLevelBadge';
import { isLongWithoutUpdate } from '../web-rooms/WebRoomsPage';
import { PhoneIcon } from '../../primitives/icons';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';

type Row = [string, AppRoom];

const subscribe = (
  source: RealtimeSource,
  onRooms: (rooms: Row[]) => void,
  onError: (error: Error) => void,
) => source.subscribeAppRooms(onRooms, onError);

/** The room's name; a room written without one is named by its database key. */
const roomName = ([key, room]: Row) => room.sala || key;

export function appRoomColumns({ now, compact }: { now: number; compact: boolean }): Column<Row>[] {
  return [
    { key: 'sala', header: 'Sala', render: roomName, hideOnCard: true },
    {
      key: 'cpf',
      header: 'CPF do Paciente',
      render: ([, room]) => <Nowrap>{orNotInformed(formatCpf(room.pacCpf))}</Nowrap>,
    },
    { key: 'paciente', header: 'Paciente', render: ([, room]) => orNotInformed(room.pacNome) },
    {
      key: 'nivel-paciente',
      header: <WrapHeader>Nível de Transmissão do Paciente</WrapHeader>,
      render: ([, room]) => <TransmissionLevelBadge level={room.pacienteNivelTransmissao} />,
    },
    {
      key: 'profissional',
      header: 'Profissional',
      render: ([, room]) => orNotInformed(room.funNome),
    },
    {
      key: 'nivel-profissional',
      header: <WrapHeader>Nível de Transmissão do Profissional</WrapHeader>,
      render: ([, room]) => <TransmissionLevelBadge level={room.profissionalNivelTransmissao} />,
    },
    {
      key: 'atualizado',
      header: 'Atualizado em',
      render: ([, room]) => (
        <RoomInstant
          value={room.updated_at}
          now={now}
          compact={compact}
          note={isLongWithoutUpdate(room.updated_at, now) ? TEXTS.rooms.staleRoom : undefined}
        />
      ),
    },
    {
      key: 'criado',
      header: 'Criado em',
      render: ([, room]) => <RoomInstant value={room.created_at} now={now} compact={compact} />,
    },
  ];
}

const times = ([, room]: Row) => ({ created: room.created_at, updated: room.updated_at });
const tone = ([, room]: Row, now: number): RowTone | undefined =>
  isLongWithoutUpdate(room.updated_at, now) ? 'warning' : undefined;

/** Real-time rooms of the app: live from the realtime database, read-only. */
export function AppRoomsPage() {
  usePageTitle(SCREENS.appRooms, PANEL_PAGE_TITLE);
  const list = useRealtimeList(subscribe);
  const connection = useRealtimeConnection(list.source);
  return (
    <RoomsView
      title={SCREENS.appRooms}
      icon={<PhoneIcon />}
      list={list}
      connection={connection}
      rows={list.data ?? []}
      times={times}
      columns={appRoomColumns}
      timeColumns={{ created: 'criado', updated: 'atualizado' }}
      rowKey={([key]) => key}
      cardTitle={(row) => `Sala ${roomName(row)}`}
      rowTone={tone}
    />
  );
}

export default AppRoomsPage;
