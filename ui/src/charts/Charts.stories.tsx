import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { expectReadableCharts } from '../storybook/charts';
import {
  LazyConnectionChart,
  LazyFlowChart,
  LazyMonthLineChart,
  LazyWaitChart,
} from './LazyCharts';
import { expectHiddenKeepsItsSize } from '../storybook/expectHiddenKeepsItsSize';

// The client home's chart uses hard-coded sample numbers (spec); these stand in for them.
const sample = (base: number) =>
  ['Sem 1', 'Sem 2', 'Sem 3', 'Sem 4'].map((x, i) => ({ x, y: base + i * 7 }));
const BY_MONTH = {
  Janeiro: [{ name: 'Solicitações', points: sample(40) }],
  Fevereiro: [{ name: 'Solicitações', points: sample(55) }],
};

function Both() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <LazyMonthLineChart title="Detalhamento de Solicitações" data={BY_MONTH} />
      <LazyConnectionChart
        title="Paciente"
        latency={Array.from({ length: 26 }, (_, i) => 80 + ((i * 37) % 60))}
        level={Array.from({ length: 26 }, (_, i) => 1 + (i % 5))}
      />
    </div>
  );
}

const meta = {
  title: 'Primitivos/Gráficos',
  component: Both,
} satisfies Meta<typeof Both>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded lazily; the month selector (default 'Janeiro') changes the series. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('button', { name: /Mês/ }, { timeout: 8000 });
    await expect(month).toHaveTextContent('Janeiro');
    const table = canvas.getByRole('table', { name: 'Detalhamento de Solicitações — Janeiro' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sem 140');
    await userEvent.click(month);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Fevereiro' }));
    await expect(canvas.getByRole('table', { name: /Fevereiro/ })).toBeInTheDocument();
    // The connection chart keeps the last 20 of 26 points (7 to 26), at seconds before the last.
    const connection = await canvas.findByRole(
      'table',
      { name: 'Paciente: últimos 20 pontos' },
      { timeout: 15_000 },
    );
    const rows = within(connection).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(rows[1]).toHaveTextContent(/^-38 s/);
    await expect(rows[20]).toHaveTextContent(/^0 s/);
    await expect(canvas.getByText('Latência (ms)', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Nível da Conexão', { selector: 'p' })).toBeVisible();
    await expectHiddenKeepsItsSize();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Series of different lengths line up by point: the table pairs point n with point n. */
export const UnevenSeries: Story = {
  render: () => (
    <LazyConnectionChart
      title="Profissional"
      latency={[120, 95, 101]}
      level={Array.from({ length: 22 }, (_, i) => 1 + (i % 5))}
    />
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Profissional: últimos 20 pontos' },
      { timeout: 8000 },
    );
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    // Points 3 to 22 (2 s apart): the latency has only its third point inside the window.
    await expect(rows[1]).toHaveTextContent(/^-38 s1013$/);
    await expect(rows[2]).toHaveTextContent(/^-36 s—4$/);
    await expect(rows[20]).toHaveTextContent(/^0 s—2$/);
  },
};

/**
 * Each point at its time (2 s apart, the last at the participant's update), the level's scale in
 * words; drawn at the real width of its place, so no axis label is below 12 px.
 */
export const AtTheirTimes: Story = {
  render: () => (
    <LazyConnectionChart
      title="Paciente"
      latency={Array.from({ length: 20 }, (_, i) => 40 + ((i * 29) % 130))}
      level={Array.from({ length: 20 }, (_, i) => 1 + (i % 6))}
      lastSampleAt={new Date(2026, 10, 25, 14, 30, 0)}
    />
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Paciente: últimos 20 pontos' },
      { timeout: 15_000 },
    );
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^14:29:22/);
    await expect(rows[20]).toHaveTextContent(/^14:30:00/);
    await expect(canvas.getByText(/1 Excelente · 2 Bom · 3 Regular/)).toBeVisible();
    await expectReadableCharts(canvas.getByTestId('graficos-conexao'));
  },
};

export const AtTheirTimesMobile: Story = { ...AtTheirTimes, globals: atViewport('mobile360') };

/** An empty series still gives a readable, empty table. */
export const NoSamples: Story = {
  render: () => <LazyConnectionChart title="Paciente" latency={[]} level={[]} />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 8000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
  },
};

/** A month without data draws empty axes. */
export const EmptyMonth: Story = {
  render: () => (
    <LazyMonthLineChart title="Detalhamento de Solicitações" data={{}} defaultMonth="Março" />
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 8000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
  },
};

const FLOW_MONTHS = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
].map((short, i) => ({
  short: `${short}/26`,
  name: `mês ${i + 1} de 2026`,
  entries: 100 + ((i * 37) % 90),
  served: 30 + ((i * 23) % 40),
}));

/**
 * The public dashboard's charts (its numbers come from the queue there): waits as pairs of bars,
 * long names wrapped; entries and services per month, told apart by line and marker as well as
 * colour. Both drawn at their width, labels at 12 px, with tables for screen readers.
 */
export const WaitsAndFlow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <LazyWaitChart
        title="Espera em dias"
        rows={[
          { label: 'CONSULTA EM CARDIOLOGIA', median: 70, p90: 154 },
          { label: 'FACOEMULSIFICACAO COM IMPLANTE DE LENTE INTRA-OCULAR', median: 32, p90: 142 },
        ]}
        medianLabel="Mediana da espera"
        p90Label="9 em cada 10 atendidos em até"
        axisLabel="Dias de espera"
      />
      <LazyFlowChart
        title="Entradas e atendimentos"
        months={FLOW_MONTHS}
        entriesLabel="Entradas"
        servedLabel="Atendimentos"
        monthLabel="Mês"
        axisLabel="Solicitações"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const waits = await canvas.findByRole('table', { name: 'Espera em dias' }, { timeout: 15_000 });
    await expect(within(waits).getAllByRole('row')[1]).toHaveTextContent(
      'CONSULTA EM CARDIOLOGIA70154',
    );
    const flow = await canvas.findByRole(
      'table',
      { name: 'Entradas e atendimentos' },
      { timeout: 15_000 },
    );
    await expect(within(flow).getAllByRole('row')).toHaveLength(13);
    await expectReadableCharts(canvas.getByTestId('grafico-espera'));
    await expectReadableCharts(canvas.getByTestId('grafico-fluxo'));
    await expectHiddenKeepsItsSize();
  },
};

export const WaitsAndFlowTablet: Story = { ...WaitsAndFlow, globals: atViewport('tablet768') };
