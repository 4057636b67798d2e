import type { PanelComponents } from '@portal/contracts';
import { LazyConnectionChart } from '../../charts/LazyCharts';
import { parseNumberSeries } from '../../domain/charts';
import { EmptyState } from '../../primitives/EmptyState';
import { Modal } from '../../primitives/Modal';
import { Tabs, useTabs } from '../../primitives/Tabs';
import { TEXTS } from '../texts';

export type CreatedRoomRow = PanelComponents['schemas']['CreatedRoomRow'];

type Who = 'paciente' | 'profissional';

function Chart({
  title,
  latency,
  level,
}: {
  title: string;
  latency: string | null;
  level: string | null;
}) {
  const latencies = parseNumberSeries(latency);
  const levels = parseNumberSeries(level);
  if (latencies.length === 0 && levels.length === 0) {
    return <EmptyState title={TEXTS.created.noSamples} />;
  }
  return <LazyConnectionChart title={title} latency={latencies} level={levels} />;
}

export interface ConnectionChartModalProps {
  /** The room whose chart is shown; null closes the modal. */
  row: CreatedRoomRow | null;
  onClose: () => void;
}

/**
 * A created room's connection chart, titled by the room: tabs Paciente and Profissional, each
 * with Latência and Nível da Conexão over the last 20 points (victory stays in a lazy chunk).
 */
export function ConnectionChartModal({ row, onClose }: ConnectionChartModalProps) {
  const tabs = useTabs<Who>('paciente');
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={row?.vcl_nome_sala ?? ''}
      size="lg"
      closeOnBackdrop
    >
      {row && (
        <Tabs
          label={TEXTS.created.chartTabs}
          state={tabs}
          tabs={[
            {
              id: 'paciente',
              label: 'Paciente',
              render: () => (
                <Chart
                  title="Paciente"
                  latency={row.vcl_paciente_rtt_array}
                  level={row.vcl_paciente_level_array}
                />
              ),
            },
            {
              id: 'profissional',
              label: 'Profissional',
              render: () => (
                <Chart
                  title="Profissional"
                  latency={row.vcl_profissional_rtt_array}
                  level={row.vcl_profissional_level_array}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
