import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { keyStartsWith, useRevalidate } from './keys';

describe('keyStartsWith', () => {
  it.each([
    [['portal', 'my-requests', '1', 2], ['portal', 'my-requests'], true],
    [['portal', 'my-requests', '1', 2], ['portal', 'my-requests', '1'], true],
    [['portal', 'my-requests', '1', 2], ['portal', 'my-requests', '2'], false],
    [['portal', 'queue'], ['portal', 'queue', 'x'], false],
    [['panel', 'my-requests'], ['portal', 'my-requests'], false],
    ['portal', ['portal'], false],
  ])('%j starts with %j: %s', (key, prefix, expected) => {
    expect(keyStartsWith(key, prefix)).toBe(expected);
  });
});

describe('useRevalidate', () => {
  it('fetches again the reads under the prefix, and only those', async () => {
    const calls = { requests: 0, news: 0 };
    function Reads() {
      const requests = useSWR(['portal', 'my-requests', 'cpf-1'], () => ++calls.requests);
      const news = useSWR(['portal', 'news'], () => ++calls.news);
      const revalidate = useRevalidate();
      return (
        <>
          <p>
            pedidos {requests.data} notícias {news.data}
          </p>
          <button onClick={() => void revalidate(['portal', 'my-requests'])}>salvar</button>
        </>
      );
    }
    const fresh = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    render(<Reads />, { wrapper: fresh });
    await screen.findByText('pedidos 1 notícias 1');
    act(() => screen.getByRole('button', { name: 'salvar' }).click());
    await waitFor(() => expect(screen.getByText('pedidos 2 notícias 1')).toBeInTheDocument());
    expect(calls).toEqual({ requests: 2, news: 1 });
  });
});
