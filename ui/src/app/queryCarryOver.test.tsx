import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { carriedSearch, QueryCarryOver } from './queryCarryOver';

describe('carriedSearch', () => {
  it.each([
    [null, { pathname: '/usuarios', search: '' }, null],
    [
      { pathname: '/solicitacoes', search: '?municipio=1' },
      { pathname: '/usuarios', search: '' },
      '?municipio=1',
    ],
    [
      { pathname: '/solicitacoes', search: '?municipio=1' },
      { pathname: '/usuarios', search: '?a=2' },
      null,
    ],
    [{ pathname: '/solicitacoes', search: '' }, { pathname: '/usuarios', search: '' }, null],
    // The same route rewriting its own query (Limpar) keeps what it wrote.
    [
      { pathname: '/solicitacoes', search: '?servico=X' },
      { pathname: '/solicitacoes', search: '' },
      null,
    ],
  ])('%j → %j = %s', (previous, next, expected) => {
    expect(carriedSearch(previous, next)).toBe(expected);
  });
});

let go: ReturnType<typeof useNavigate>;
function Probe() {
  const location = useLocation();
  go = useNavigate();
  return <p data-testid="onde">{`${location.pathname}${location.search}`}</p>;
}

describe('QueryCarryOver', () => {
  it('re-applies the previous query on a query-less navigation', () => {
    render(
      <MemoryRouter initialEntries={['/solicitacoes?municipio=3303203']}>
        <QueryCarryOver />
        <Probe />
      </MemoryRouter>,
    );
    act(() => go('/usuarios'));
    expect(screen.getByTestId('onde')).toHaveTextContent('/usuarios?municipio=3303203');
    act(() => go('/?x=1'));
    expect(screen.getByTestId('onde')).toHaveTextContent('/?x=1');
  });
});
