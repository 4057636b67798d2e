import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { LazyConnectionChart, LazyMonthLineChart } from './LazyCharts';

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
    // The connection chart keeps the last 20 of 26 points, numbered 7 to 26.
    const connection = await canvas.findByRole('table', { name: 'Paciente: últimos 20 pontos' });
    const rows = within(connection).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(rows[1]).toHaveTextContent(/^7/);
    await expect(canvas.getAllByText('Latência')[0]).toBeVisible();
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
    // Points 3 to 22: the latency has only its third point inside the window.
    await expect(rows[1]).toHaveTextContent(/^31013$/);
    await expect(rows[2]).toHaveTextContent(/^4—4$/);
    await expect(rows[20]).toHaveTextContent(/^22—2$/);
  },
};

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
