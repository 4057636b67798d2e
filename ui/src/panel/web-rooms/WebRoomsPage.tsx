import { ROOM_REMOVAL_REASONS, type ListedWebRoom } from '@portal/contracts/realtime';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCpf } from '../../domain/cpf';
import { orNotInformed } from '../../domain/panel';
import { Button, IconButton } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import type { Column, RowTone } from '../../primitives/ResponsiveTable';
import { InlineSpinner } from '../../primitives/Spinner';
import { toast } from '../../primitives/toast';
import { Nowrap } from '../shared/cells';
import { usePageTitle } from '../../app/usePageTitle';
import { useRealtimeList } from '../realtime/RealtimeProvider';
import {
  autoRemovalInterval,
  REMOVAL_SLOW_MS,
  removalFailureReason,
  removeRoom,
} from '../realtime/removal';
import { RoomsView } from '../realtime/RoomsView';
import type { RealtimeSource } from '../realtime/source';
import { useAutoRemoval } from '../realtime/useAutoRemoval';
import { usePanelOperator } from '../session/PanelSessionProvider';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import {
  isLongWithoutUpdate,
  levelColumns,
  timeColumns,
  type RoomView,
} from '../shared/roomColumns';
import { MonitorIcon, TrashIcon } from '../../primitives/icons';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';
import { WEB_ROOMS } from './messages';

const subscribe = (
  source: RealtimeSource,
  onRooms: (rooms: ListedWebRoom[]) => void,
  onError: (error: Error) => void,
) => source.subscribeWebRooms(onRooms, onError);

/** An operator's removal: under way, waiting for the database, or refused (with why). */
export interface Removal {
  phase: 'removing' | 'waiting' | 'failed';
  reason?: string;
}

/** A listed room and, while the operator removes it, that removal. */
export interface WebRoomRow {
  listed: ListedWebRoom;
  removal?: Removal;
}

/** Rooms without the app-SDK block are old rooms: no professional and no update time. */
const sdkOr = (
  { listed }: WebRoomRow,
  value: (sdk: NonNullable<ListedWebRoom['room']['agoraSdk']>) => ReactNode,
) => (listed.room.agoraSdk ? value(listed.room.agoraSdk) : WEB_ROOMS.oldRoom);

const updatedAtOf = ({ listed }: WebRoomRow) => listed.room.agoraSdk?.updated_at;

const times = (row: WebRoomRow) => ({
  created: row.listed.room.created_at,
  updated: updatedAtOf(row),
});

export function webRoomColumns(view: RoomView): Column<WebRoomRow>[] {
  const levels = levelColumns(({ listed }: WebRoomRow) => ({
    patient: listed.room.agoraSdk?.pacienteNivelTransmissao,
    professional: listed.room.agoraSdk?.profissionalNivelTransmissao,
  }));
  const when = timeColumns(times, view, ({ listed }) =>
    listed.room.agoraSdk ? null : WEB_ROOMS.oldRoom,
  );
  return [
    {
      key: 'cpf',
      header: 'CPF do Paciente',
      render: ({ listed }) => <Nowrap>{orNotInformed(formatCpf(listed.cpf))}</Nowrap>,
    },
    {
      key: 'protocolo',
      header: 'Protocolo',
      render: ({ listed }) => orNotInformed(listed.room.protocol),
    },
    {
      key: 'paciente',
      header: 'Paciente',
      render: ({ listed }) => orNotInformed(listed.room.pacNome),
      hideOnCard: true,
    },
    levels.patient,
    {
      key: 'profissional',
      header: 'Profissional',
      render: (row) => sdkOr(row, (sdk) => orNotInformed(sdk.funNome)),
    },
    levels.professional,
    when.updated,
    when.created,
  ];
}

function webRoomTone({ listed, removal }: WebRoomRow, now: number): RowTone | undefined {
  if (removal?.phase === 'failed') return 'danger';
  if (removal) return 'busy';
  const sdk = listed.room.agoraSdk;
  if (!sdk || isLongWithoutUpdate(sdk.updated_at, now)) return 'warning';
  return undefined;
}

const Pending = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 14rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Failed = styled.span`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 16rem;
  color: ${({ theme }) => theme.colors.dangerDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const cardTitle = ({ listed }: WebRoomRow) => orNotInformed(listed.room.pacNome);
const rowKey = ({ listed }: WebRoomRow) => listed.cpf;

export interface WebRoomsPageProps {
  /** The automatic removal's interval; by default 5 minutes or the test setting. */
  autoRemovalMs?: number;
}

/**
 * Real-time rooms of the web product (Minha Consulta): live from the realtime database, with the
 * connection's state, the operator's removal (confirmed, logged 'via Controle Teleconsulta' in the
 * same atomic update) and the automatic removal of rooms an hour without update (one tab only).
 * A removed row leaves the list only once the database has confirmed it; until then it stays,
 * marked as being removed, and a refusal puts it back with the reason and a retry.
 */
export function WebRoomsPage({ autoRemovalMs }: WebRoomsPageProps) {
  usePageTitle(SCREENS.webRooms, PANEL_PAGE_TITLE);
  const list = useRealtimeList(subscribe);
  const { source, data } = list;
  const connection = useRealtimeConnection(source);
  const connected = connection.status === 'connected';
  const [intervalMs] = useState(() => autoRemovalMs ?? autoRemovalInterval());
  const operator = usePanelOperator();
  const { confirm, modal } = useConfirm();
  /** The operator's removals by CPF, with the row as it was when the removal started. */
  const [removals, setRemovals] = useState<Map<string, WebRoomRow & { removal: Removal }>>(
    () => new Map(),
  );

  useAutoRemoval(source, data, {
    intervalMs,
    operator,
    paused: !connected,
    onSweep: ({ removed, failed }) => {
      if (removed.length) toast.success(TEXTS.rooms.autoRemoved(removed.length));
      if (failed.length) toast.error(TEXTS.rooms.autoRemoveFailed);
    },
  });

  const rows = useMemo(() => {
    const listed = data ?? [];
    const shown: WebRoomRow[] = listed.map((room) => ({
      listed: room,
      removal: removals.get(room.cpf)?.removal,
    }));
    // A removal the SDK already shows as done (its own pending write) stays until confirmed; a
    // refused one whose room has gone since (ended by its product) has nothing left to show.
    for (const [cpf, kept] of removals)
      if (kept.removal.phase !== 'failed' && !listed.some((room) => room.cpf === cpf))
        shown.push(kept);
    return shown;
  }, [data, removals]);

  const latest = useRef({ data, connected });
  useEffect(() => {
    latest.current = { data, connected };
  });

  const setRemoval = useCallback((row: WebRoomRow, removal: Removal | null) => {
    setRemovals((current) => {
      const next = new Map(current);
      if (removal) next.set(row.listed.cpf, { listed: row.listed, removal });
      else next.delete(row.listed.cpf);
      return next;
    });
  }, []);

  const runRemoval = async (row: WebRoomRow) => {
    if (!source) return;
    const { cpf } = row.listed;
    if (!latest.current.connected) {
      toast.error(TEXTS.rooms.removeOffline);
      return;
    }
    // The consultation may have ended meanwhile: nothing to remove or log.
    if (!latest.current.data?.some((listed) => listed.cpf === cpf)) {
      setRemoval(row, null);
      toast.success(TEXTS.rooms.alreadyGone);
      return;
    }
    setRemoval(row, { phase: 'removing' });
    const slow = setTimeout(() => setRemoval(row, { phase: 'waiting' }), REMOVAL_SLOW_MS);
    try {
      await removeRoom(source, cpf, ROOM_REMOVAL_REASONS.manual, new Date(), operator);
      setRemoval(row, null);
      toast.success(TEXTS.rooms.removed);
    } catch (failure) {
      console.error('Remoção de uma sala falhou', failure);
      const reason = removalFailureReason(failure);
      setRemoval(row, { phase: 'failed', reason });
      toast.error(TEXTS.rooms.removalFailed(reason));
    } finally {
      clearTimeout(slow);
    }
  };

  const remove = async (row: WebRoomRow) => {
    const name = orNotInformed(row.listed.room.pacNome);
    const confirmed = await confirm({
      title: TEXTS.rooms.removeTitle,
      content: TEXTS.rooms.removeQuestion(name, formatCpf(row.listed.cpf)),
      confirmLabel: TEXTS.rooms.removeConfirm,
      danger: true,
    });
    if (confirmed) await runRemoval(row);
  };

  return (
    <>
      <RoomsView
        title={SCREENS.webRooms}
        icon={<MonitorIcon />}
        list={list}
        connection={connection}
        rows={rows}
        times={times}
        columns={webRoomColumns}
        timeColumns={{ created: 'criado', updated: 'atualizado' }}
        rowKey={rowKey}
        cardTitle={cardTitle}
        rowTone={webRoomTone}
        actionsHeader="Ação"
        actions={(row, view) => {
          const name = orNotInformed(row.listed.room.pacNome);
          const { removal } = row;
          if (removal?.phase === 'failed') {
            return (
              <Failed role="alert">
                {TEXTS.rooms.removalFailed(removal.reason ?? '')}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={TEXTS.rooms.retryRemovalLabel(name)}
                  disabled={!view.connected}
                  aria-describedby={view.connected ? undefined : view.staleNoticeId}
                  onClick={() => void runRemoval(row)}
                >
                  {TEXTS.rooms.retryRemoval}
                </Button>
              </Failed>
            );
          }
          if (removal) {
            return (
              <Pending role="status">
                <InlineSpinner />
                {removal.phase === 'waiting' ? TEXTS.rooms.removalWaiting : TEXTS.rooms.removing}
              </Pending>
            );
          }
          return (
            <IconButton
              size={view.compact ? 'sm' : 'md'}
              label={TEXTS.rooms.removeLabel(name)}
              title={view.connected ? TEXTS.rooms.removeLabel(name) : TEXTS.rooms.removeOffline}
              disabled={!view.connected}
              aria-describedby={view.connected ? undefined : view.staleNoticeId}
              onClick={() => void remove(row)}
            >
              <TrashIcon />
            </IconButton>
          );
        }}
      />
      {modal}
    </>
  );
}

export default WebRoomsPage;
