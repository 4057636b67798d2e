import type { Column } from '../../primitives/ResponsiveTable';
import { STALE_AFTER_MS } from '../realtime/removal';
import { TEXTS } from '../texts';
import { WrapHeader } from './cells';
import { RoomInstant } from './RoomInstant';
import { TransmissionLevelBadge } from './TransmissionLevelBadge';

/** What the realtime lists' shared columns need to know of the time now and the view. */
export interface RoomView {
  now: number;
  compact: boolean;
}

/** No update for an hour or more (the automatic removal's threshold). */
export const isLongWithoutUpdate = (updated: string | null | undefined, now: number) => {
  const at = Date.parse(updated ?? '');
  return Number.isFinite(at) && now - at >= STALE_AFTER_MS;
};

/** The patient's and the professional's transmission levels, in words and colour. */
export function levelColumns<Row>(
  levels: (row: Row) => {
    patient: number | null | undefined;
    professional: number | null | undefined;
  },
): { patient: Column<Row>; professional: Column<Row> } {
  const column = (key: string, header: string, who: 'patient' | 'professional'): Column<Row> => ({
    key,
    header: <WrapHeader>{header}</WrapHeader>,
    render: (row) => <TransmissionLevelBadge level={levels(row)[who]} />,
  });
  return {
    patient: column('nivel-paciente', 'Nível de Transmissão do Paciente', 'patient'),
    professional: column(
      'nivel-profissional',
      'Nível de Transmissão do Profissional',
      'professional',
    ),
  };
}

/** 'Atualizado em' and 'Criado em' with each room's age; an hour without update is said in words. */
export function timeColumns<Row>(
  times: (row: Row) => { created: string | null | undefined; updated: string | null | undefined },
  { now, compact }: RoomView,
  /** A room with no update time of its own (the web product's old rooms: 'Sala antiga'). */
  noUpdate?: (row: Row) => string | null,
): { updated: Column<Row>; created: Column<Row> } {
  return {
    updated: {
      key: 'atualizado',
      header: 'Atualizado em',
      render: (row) => {
        const instead = noUpdate?.(row);
        if (instead) return instead;
        const { updated } = times(row);
        return (
          <RoomInstant
            value={updated}
            now={now}
            compact={compact}
            note={isLongWithoutUpdate(updated, now) ? TEXTS.rooms.staleRoom : undefined}
          />
        );
      },
    },
    created: {
      key: 'criado',
      header: 'Criado em',
      render: (row) => <RoomInstant value={times(row).created} now={now} compact={compact} />,
    },
  };
}
