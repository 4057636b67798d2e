import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../../api/DataProvider';
import { ApiError } from '../../api/unwrap';
import { AUTO_REFRESH_MS, usePagedList, type WhereKey } from './usePagedList';
import { eventually } from '../../testing/eventually';

const wrapper = ({ children }: { children: ReactNode }) => (
  <DataProvider isolated>{children}</DataProvider>
);

afterEach(() => vi.useRealTimers());

function setup() {
  const load = vi.fn(async ({ page, where }: { page: number; where: WhereKey }) => ({
    list: [{ page, where }],
    totalPages: 3,
  }));
  const hook = renderHook(() => usePagedList('teste', load), { wrapper });
  return { load, hook };
}

describe('usePagedList', () => {
  it('loads page 1 without a filter, then pages and searches (search goes back to page 1)', async () => {
    const { load, hook } = setup();
    await waitFor(() => expect(hook.result.current.rows).toEqual([{ page: 1, where: null }]));
    expect(hook.result.current.refreshedAt).toBeInstanceOf(Date);
    act(() => hook.result.current.goToPage(3));
    await waitFor(() => expect(hook.result.current.rows[0]).toEqual({ page: 3, where: null }));
    act(() => hook.result.current.search({ tml_cpf: '52998224725' }));
    await waitFor(() =>
      expect(hook.result.current.rows[0]).toEqual({ page: 1, where: { tml_cpf: '52998224725' } }),
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reloads page 1 every 5 minutes, keeping the filter', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { load, hook } = setup();
    await eventually(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => hook.result.current.search({ tml_origem: 'app' }));
    act(() => hook.result.current.goToPage(2));
    await eventually(() => expect(hook.result.current.page).toBe(2));
    expect(AUTO_REFRESH_MS).toBe(300_000);
    act(() => vi.advanceTimersByTime(AUTO_REFRESH_MS));
    await eventually(() =>
      expect(hook.result.current.rows[0]).toEqual({ page: 1, where: { tml_origem: 'app' } }),
    );
    expect(hook.result.current.refreshes).toBe(1);
  });

  it('a refresh of the same page asks the server again', async () => {
    const { load, hook } = setup();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => hook.result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('keeps one cache entry however often it refreshes (a tab may stay open for days)', async () => {
    const cache = new Map();
    const load = vi.fn(async ({ page }: { page: number; where: WhereKey }) => ({
      list: [{ page, at: load.mock.calls.length }],
      totalPages: 3,
    }));
    const hook = renderHook(() => usePagedList('teste', load), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <DataProvider isolated value={{ provider: () => cache }}>
          {children}
        </DataProvider>
      ),
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    for (let n = 2; n <= 6; n++) {
      act(() => hook.result.current.refresh());
      await waitFor(() => expect(hook.result.current.rows).toEqual([{ page: 1, at: n }]));
    }
    act(() => hook.result.current.goToPage(2));
    await waitFor(() => expect(hook.result.current.rows).toEqual([{ page: 2, at: 7 }]));
    const entries = [...cache.keys()].filter((key: string) => key.includes('teste'));
    expect(entries).toHaveLength(1);
  });

  it('never shows a JavaScript message: a broken reply reads as the list failing', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(new TypeError('(intermediate value).data is not iterable'));
    const hook = renderHook(() => usePagedList('quebrada', load), { wrapper });
    await waitFor(() =>
      expect(hook.result.current.error).toBe('Não foi possível carregar os dados.'),
    );
  });

  it("gives the server's failure message and retries", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Erro interno no servidor.', 500))
      .mockResolvedValue({ list: [1], totalPages: 1 });
    const hook = renderHook(() => usePagedList('falha', load), { wrapper });
    await waitFor(() => expect(hook.result.current.error).toBe('Erro interno no servidor.'));
    expect(hook.result.current.rows).toEqual([]);
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.rows).toEqual([1]));
    expect(hook.result.current.error).toBeNull();
  });
});
