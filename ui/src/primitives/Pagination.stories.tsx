import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { AdminPagination } from './AdminPagination';
import { PanelPagination } from './PanelPagination';
import { PortalPagination } from './PortalPagination';

type Kind = 'portal' | 'admin' | 'panel';

/** The three widgets of the spec, each controlled by its own page state. */
function PaginationDemo({
  kind,
  total,
  limit = 10,
}: {
  kind: Kind;
  total: number;
  limit?: number;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div>
      {kind === 'portal' && (
        <PortalPagination total={total} limit={limit} page={page} onPageChange={setPage} />
      )}
      {kind === 'admin' && (
        <AdminPagination total={total} limit={limit} page={page} onPageChange={setPage} />
      )}
      {kind === 'panel' && (
        <PanelPagination totalPages={pages} page={page} onPageChange={setPage} />
      )}
      <p>Página atual: {page}</p>
    </div>
  );
}

const meta = {
  title: 'Primitivos/Pagination',
  component: PaginationDemo,
  args: { kind: 'portal', total: 400 },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: 'Paginação' });
/** What each entry shows (the ellipses are hidden from screen readers, so read the DOM). */
const labels = (canvas: ReturnType<typeof within>) =>
  [...nav(canvas).querySelectorAll('li')].map(
    (item) => item.textContent || item.querySelector('button')?.getAttribute('aria-label'),
  );

/** Portal, 40 pages: ellipses around the current page's neighbours. */
export const Portal: Story = {
  play: async ({ canvas }) => {
    await expect(labels(canvas)).toEqual([
      'Página anterior',
      '1',
      '2',
      '…',
      '40',
      'Próxima página',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 40' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(canvas.getByText('Página atual: 38')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 38' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(labels(canvas)).toEqual([
      'Página anterior',
      '1',
      '…',
      '37',
      '38',
      '39',
      '40',
      'Próxima página',
    ]);
  },
};

/** Portal on a phone: 'N de M' between previous and next. */
export const PortalMobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(within(nav(canvas)).getByText('1 de 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(within(nav(canvas)).getByText('2 de 40')).toBeVisible();
  },
};

/** Hidden when the total is not above the page size. */
export const PortalHidden: Story = {
  args: { total: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Admin: first, previous, 'Página N de M' (Enter goes), next, last. */
export const Admin: Story = {
  args: { kind: 'admin', total: 95 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Página' });
    await expect(input).toHaveAccessibleDescription('de 10');
    await expect(canvas.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(canvas.getByText('Página atual: 7')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Página' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Página' }), '99{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('7');
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Página atual: 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const AdminMobile: Story = { ...Admin, globals: atViewport('mobile360') };

/** Panel: up to 6 numbers; previous and next disabled at the ends. */
export const Panel: Story = {
  args: { kind: 'panel', total: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(labels(canvas)).toEqual([
      'Página anterior',
      '1',
      '2',
      '3',
      '4',
      '…',
      '40',
      'Próxima página',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(labels(canvas)).toEqual([
      'Página anterior',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '40',
      'Próxima página',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 40' }));
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const PanelMobile: Story = { ...Panel, globals: atViewport('mobile360') };
