import type { CreatedRoomRow } from '@portal/contracts/panelReplies';
import { LazyConnectionChart } from '../../charts/LazyCharts';
import { parseNumberSeries } from '../../domain/charts';
import { EmptyState } from '../../primitives/EmptyState';
import { Modal } from '../../primitives/Modal';
import { Tabs, useTabs } from '../../primitives/Tabs';
import { formatTransmissionLevel, parseFormattedInstant } from '../shared/format';
import { TEXTS } from '../texts';

export type { CreatedRoomRow };

type Who = 'paciente' | 'profissional';

function Chart({
  title,
  latency,
  level,
  updatedAt,
}: {
  title: string;
  latency: string | null;
  level: string | null;
  updatedAt: string | null;
}) {
  const latencies = parseNumberSeries(latency);
  const levels = parseNumberSeries(level);
  if (latencies.length === 0 && levels.length === 0) {
    return <EmptyState title={TEXTS.created.noSamples} />;
  }
  return (
    <LazyConnectionChart
      title={title}
      latency={latencies}
      level={levels}
      lastSampleAt={parseFormattedInstant(updatedAt)}
      levelText={formatTransmissionLevel}
    />
  );
}

/** Each participant's series in a created room. */
const PARTICIPANTS = [
  {
    id: 'paciente',
    label: 'Paciente',
    series: (row: CreatedRoomRow) => ({
      latency: row.vcl_paciente_rtt_array,
      level: row.vcl_paciente_level_array,
      updatedAt: row.vcl_paciente_updated_at_formatado,
    }),
  },
  {
    id: 'profissional',
    label: 'Profissional',
    series: (row: CreatedRoomRow) => ({
      latency: row.vcl_profissional_rtt_array,
      level: row.vcl_profissional_level_array,
      updatedAt: row.vcl_profissional_updated_at_formatado,
    }),
  },
] as const;

/** The two tabs; a new instance for each opening, so the chart always opens on Paciente. */
function ChartTabs({ row }: { row: CreatedRoomRow }) {
  const tabs = useTabs<Who>('paciente');
  return (
    <Tabs
      label={TEXTS.created.chartTabs}
      state={tabs}
      tabs={PARTICIPANTS.map(({ id, label, series }) => ({
        id,
        label,
        render: () => <Chart title={label} {...series(row)} />,
      }))}
    />
  );
}

export interface ConnectionChartModalProps {
  /** The room whose chart is shown; null closes the modal. */
  row: CreatedRoomRow | null;
  onClose: () => void;
}

/**
 * A created room's connection charts, titled by the room: tabs Paciente (always first when it
 * opens) and Profissional, each with Latência and Nível da Conexão over the last 20 samples on a
 * shared time axis (victory stays in a lazy chunk).
 */
export function ConnectionChartModal({ row, onClose }: ConnectionChartModalProps) {
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={row?.vcl_nome_sala ?? ''}
      size="lg"
      closeOnBackdrop
    >
      {row && <ChartTabs key={`${row.vcl_id ?? ''}-${row.vcl_nome_sala}`} row={row} />}
    </Modal>
  );
}
