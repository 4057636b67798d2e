import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button } from './Button';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Unit {
  id: number;
  unit: string;
  city: string;
  total: number;
  waiting: number;
}

// A presentational primitive: rows are arguments here; screens pass what the API answered.
const ROWS: Unit[] = [
  { id: 1, unit: 'UBS Centro', city: 'Mesquita', total: 120, waiting: 40 },
  { id: 2, unit: 'Policlínica Norte', city: 'Mesquita', total: 86, waiting: 12 },
];

const COLUMNS: Column<Unit>[] = [
  { key: 'unit', header: 'Unidade de saúde', render: (row) => row.unit, hideOnCard: true },
  { key: 'city', header: 'Município', render: (row) => row.city },
  { key: 'total', header: 'Total de solicitações', render: (row) => row.total },
  { key: 'waiting', header: 'Aguardando', render: (row) => row.waiting },
];

function Demo({ onEdit }: { onEdit: (id: number) => void }) {
  return (
    <ResponsiveTable
      caption="Detalhamento por Unidades"
      showCaption
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      cardTitle={(row) => row.unit}
      actions={(row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(row.id)}
          aria-label={`Editar ${row.unit}`}
        >
          Editar
        </Button>
      )}
    />
  );
}

const meta = {
  title: 'Primitivos/ResponsiveTable',
  component: Demo,
  args: { onEdit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 768 px: a table with column headers and a scrollable, focusable region. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Detalhamento por Unidades' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Unidade de saúde', 'Município', 'Total de solicitações', 'Aguardando', 'Ações']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Policlínica Norte' }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

/** Up to 768 px: one card per row, the column titles as terms. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(
      canvas.getByRole('list', { name: 'Detalhamento por Unidades' }),
    ).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('heading', { name: 'UBS Centro' })).toBeVisible();
    await expect(within(cards[0]!).getByText('Aguardando')).toBeVisible();
    await expect(within(cards[0]!).getByText('40')).toBeVisible();
  },
};

/** At exactly 768 px it is still the mobile layout (the spec's breakpoint is inclusive). */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Measured, not guessed from the viewport: on a 1280 px screen, a place narrower than the table's
 * columns (here 380 px) gets the cards, and the table comes back when the place grows.
 */
export const NarrowPlace: Story = {
  globals: atViewport('desktop1280'),
  render: (args) => (
    <div id="lugar" style={{ width: 380 }}>
      <Demo {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('list', { name: 'Detalhamento por Unidades' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    canvasElement.querySelector<HTMLElement>('#lugar')!.style.width = '1000px';
    await expect(
      await canvas.findByRole('table', { name: 'Detalhamento por Unidades' }),
    ).toBeVisible();
  },
};
