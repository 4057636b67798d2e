import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('ResponsiveTable measured', () => {
  /** Widths as a browser would lay them out: the container's, and the table's at its narrowest. */
  function layout(widths: { available: number; table: number }) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-view') ? widths.available : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'region' ? widths.table : 0;
    });
  }
  const fonts = new EventTarget();
  beforeEach(() => {
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('is cards when the table is wider than its place, even above 768 px', () => {
    mockWidth(false);
    layout({ available: 1168, table: 1176 });
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Unidades' })).toBeInTheDocument();
  });

  it('is measured again when a typeface finishes loading (text of other widths)', () => {
    mockWidth(false);
    const widths = { available: 1168, table: 1176 };
    layout(widths);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();

    // The typeface arrives and the same columns are narrower: the table comes back.
    widths.table = 1100;
    act(() => {
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    expect(screen.getByRole('table', { name: 'Unidades' })).toBeInTheDocument();

    // And wider again (another typeface): cards.
    widths.table = 1200;
    act(() => {
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    expect(screen.queryByRole('table')).toBeNull();
  });
});
