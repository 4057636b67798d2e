import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { ClientRedirect } from './HandOff';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="clientes/*" element={<ClientRedirect />} />
        </Routes>
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('ClientRedirect (the client layout belongs to the Portal Gerencial)', () => {
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('hands the whole address to the Portal Gerencial with a full page load', () => {
    renderAt('/clientes/news?aba=2#topo');
    expect(assign).toHaveBeenCalledWith('/clientes/news?aba=2#topo');
    expect(screen.getByText('Abrindo o Portal Gerencial...')).toBeInTheDocument();
  });

  it('offers a link instead of looping when the same address came straight back', () => {
    sessionStorage.setItem(
      'portal.redirecionamento-clientes',
      JSON.stringify({ target: '/clientes', at: Date.now() }),
    );
    renderAt('/clientes');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      '/clientes',
    );
  });
});
