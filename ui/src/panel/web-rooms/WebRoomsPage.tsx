import { ROOM_REMOVAL_REASONS, type ListedWebRoom } from '@portal/contracts/realtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import { PANEL } from '../../messages/panel';
import { IconButton } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import type { Column } from '../../primitives/ResponsiveTable';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { toast } from '../../primitives/toast';
import { PageHeader } from '../layout/PageHeader';
import { Nowrap, WrapHeader } from '../shared/cells';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import { autoRemovalInterval, removeRoom, RemovalLogError } from '../realtime/removal';
import type { RealtimeSource } from '../realtime/source';
import { useAutoRemoval } from '../realtime/useAutoRemoval';
import { Count } from '../shared/Count';
import { formatInstant, formatTransmissionLevel } from '../shared/format';
import { MonitorIcon, TrashIcon } from '../../primitives/icons';
import { ListStatus } from '../shared/ListStatus';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';

const subscribe = (
  source: RealtimeSource,
  onRooms: (rooms: ListedWebRoom[]) => void,
  onError: (error: Error) => void,
) => source.subscribeWebRooms(onRooms, onError);

/** Rooms without the app-SDK block are old rooms: no professional and no update time. */
const sdkOr = (
  listed: ListedWebRoom,
  value: (sdk: NonNullable<ListedWebRoom['room']['agoraSdk']>) => string,
) => (listed.room.agoraSdk ? value(listed.room.agoraSdk) : PANEL.oldRoom);

export const WEB_ROOM_COLUMNS: readonly Column<ListedWebRoom>[] = [
  {
    key: 'cpf',
    header: 'CPF do Paciente',
    render: ({ cpf }) => <Nowrap>{orNotInformed(formatCpf(cpf))}</Nowrap>,
  },
  { key: 'protocolo', header: 'Protocolo', render: ({ room }) => orNotInformed(room.protocol) },
  {
    key: 'paciente',
    header: 'Paciente',
    render: ({ room }) => orNotInformed(room.pacNome),
    hideOnCard: true,
  },
  {
    key: 'nivel-paciente',
    header: <WrapHeader>Nível de Transmissão do Paciente</WrapHeader>,
    render: ({ room }) => formatTransmissionLevel(room.agoraSdk?.pacienteNivelTransmissao),
  },
  {
    key: 'profissional',
    header: 'Profissional',
    render: (listed) => sdkOr(listed, (sdk) => orNotInformed(sdk.funNome)),
  },
  {
    key: 'nivel-profissional',
    header: <WrapHeader>Nível de Transmissão do Profissional</WrapHeader>,
    render: ({ room }) => formatTransmissionLevel(room.agoraSdk?.profissionalNivelTransmissao),
  },
  {
    key: 'atualizado',
    header: 'Atualizado em',
    render: (listed) => sdkOr(listed, (sdk) => formatInstant(sdk.updated_at)),
  },
  { key: 'criado', header: 'Criado em', render: ({ room }) => formatInstant(room.created_at) },
];

const newestFirst = (a: ListedWebRoom, b: ListedWebRoom) =>
  (Date.parse(b.room.created_at ?? '') || 0) - (Date.parse(a.room.created_at ?? '') || 0);

export interface WebRoomsPageProps {
  /** The automatic removal's interval; by default 5 minutes or the test setting. */
  autoRemovalMs?: number;
}

/**
 * Real-time rooms of the web product (Minha Consulta): live from the realtime database, with the
 * operator's removal (confirmed, logged 'via Controle Teleconsulta') and the automatic removal of
 * rooms an hour without update (run by one tab only).
 */
export function WebRoomsPage({ autoRemovalMs }: WebRoomsPageProps) {
  usePageTitle(SCREENS.webRooms, PANEL_PAGE_TITLE);
  const { status, source, data, error, retry } = useRealtimeList(subscribe);
  const [intervalMs] = useState(() => autoRemovalMs ?? autoRemovalInterval());
  const { confirm, modal } = useConfirm();
  const [removing, setRemoving] = useState<string | null>(null);

  useAutoRemoval(source, data, {
    intervalMs,
    onSweep: ({ removed, failed }) => {
      if (removed.length) toast.success(TEXTS.rooms.autoRemoved(removed.length));
      if (failed.length) toast.error(TEXTS.rooms.autoRemoveFailed);
    },
  });

  const rooms = useMemo(() => [...(data ?? [])].sort(newestFirst), [data]);
  const latest = useRef(rooms);
  useEffect(() => {
    latest.current = rooms;
  });

  const remove = async ({ cpf, room }: ListedWebRoom) => {
    if (!source) return;
    const name = orNotInformed(room.pacNome);
    const confirmed = await confirm({
      title: TEXTS.rooms.removeTitle,
      content: TEXTS.rooms.removeQuestion(name, formatCpf(cpf)),
      confirmLabel: TEXTS.rooms.removeConfirm,
      danger: true,
    });
    if (!confirmed) return;
    // The consultation may have ended while the question was open: nothing to remove or log.
    if (!latest.current.some((listed) => listed.cpf === cpf)) {
      toast.success(TEXTS.rooms.alreadyGone);
      return;
    }
    setRemoving(cpf);
    try {
      await removeRoom(source, cpf, ROOM_REMOVAL_REASONS.manual);
      toast.success(TEXTS.rooms.removed);
    } catch (failure) {
      console.error(`Remoção da sala de ${cpf} falhou`, failure);
      toast.error(
        failure instanceof RemovalLogError ? TEXTS.rooms.logFailed : TEXTS.rooms.removeFailed,
      );
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader title={SCREENS.webRooms} icon={<MonitorIcon />}>
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
          caption={SCREENS.webRooms}
          columns={WEB_ROOM_COLUMNS}
          rows={rooms}
          rowKey={({ cpf }) => cpf}
          cardTitle={({ room }) => orNotInformed(room.pacNome)}
          actionsHeader="Ação"
          actions={(listed) => (
            <IconButton
              label={TEXTS.rooms.removeLabel(orNotInformed(listed.room.pacNome))}
              loading={removing === listed.cpf}
              onClick={() => void remove(listed)}
            >
              <TrashIcon />
            </IconButton>
          )}
        />
      </ListStatus>
      {modal}
    </>
  );
}

export default WebRoomsPage;
