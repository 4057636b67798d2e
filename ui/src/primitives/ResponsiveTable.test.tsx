import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { ResponsiveTable } from './ResponsiveTable';

function mockWidth(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width: 768px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const rows = [{ id: 1, name: 'UBS Centro', waiting: 4 }];
const renderTable = () =>
  render(
    <AppThemeProvider>
      <ResponsiveTable
        caption="Unidades"
        rows={rows}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.name}
        columns={[
          { key: 'name', header: 'Unidade', render: (row) => row.name, hideOnCard: true },
          { key: 'waiting', header: 'Aguardando', render: (row) => row.waiting },
        ]}
      />
    </AppThemeProvider>,
  );

describe('ResponsiveTable', () => {
  it('is a table above 768 px', () => {
    mockWidth(false);
    renderTable();
    const table = screen.getByRole('table', { name: 'Unidades' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Unidade', 'Aguardando']);
  });

  it('is a list of cards up to 768 px, without the columns hidden on cards', () => {
    mockWidth(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Unidades' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'UBS Centro' })).toBeInTheDocument();
    expect(within(card).queryByText('Unidade')).toBeNull();
    expect(within(card).getByText('Aguardando')).toBeInTheDocument();
  });
});
