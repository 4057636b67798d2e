import type { AppRoom } from '@portal/contracts/realtime';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import type { Column, RowTone } from '../../primitives/ResponsiveTable';
import { Nowrap } from '../shared/cells';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import { RoomsView } from '../realtime/RoomsView';
import type { RealtimeSource } from '../realtime/source';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import {
  isLongWithoutUpdate,
  levelColumns,
  timeColumns,
  type RoomView,
} from '../shared/roomColumns';
import { PhoneIcon } from '../../primitives/icons';
import { SCREENS, PANEL_PAGE_TITLE } from '../texts';

type Row = [string, AppRoom];

const subscribe = (
  source: RealtimeSource,
  onRooms: (rooms: Row[]) => void,
  onError: (error: Error) => void,
) => source.subscribeAppRooms(onRooms, onError);

/** The room's name; a room written without one is named by its database key. */
const roomName = ([key, room]: Row) => room.sala || key;

const times = ([, room]: Row) => ({ created: room.created_at, updated: room.updated_at });

export function appRoomColumns(view: RoomView): Column<Row>[] {
  const levels = levelColumns(([, room]: Row) => ({
    patient: room.pacienteNivelTransmissao,
    professional: room.profissionalNivelTransmissao,
  }));
  const when = timeColumns(times, view);
  return [
    { key: 'sala', header: 'Sala', render: roomName, hideOnCard: true },
    {
      key: 'cpf',
      header: 'CPF do Paciente',
      render: ([, room]) => <Nowrap>{orNotInformed(formatCpf(room.pacCpf))}</Nowrap>,
    },
    { key: 'paciente', header: 'Paciente', render: ([, room]) => orNotInformed(room.pacNome) },
    levels.patient,
    {
      key: 'profissional',
      header: 'Profissional',
      render: ([, room]) => orNotInformed(room.funNome),
    },
    levels.professional,
    when.updated,
    when.created,
  ];
}

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
