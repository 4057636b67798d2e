import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  vi.doUnmock('sonner');
});

async function freshFacade() {
  const sonner = {
    toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
    Toaster: () => null,
  };
  const load = vi.fn(() => sonner);
  // A shared worker may hold the facade (and sonner) from an earlier file: import them afresh.
  vi.resetModules();
  vi.doMock('sonner', load);
  const facade = await import('./toast');
  return { facade, sonner, load };
}

describe('toast facade', () => {
  it('queues toasts until sonner has loaded, then shows them in order, loading it once', async () => {
    const { facade, sonner, load } = await freshFacade();
    facade.toast.success('Cadastro realizado com sucesso!');
    facade.toast.error('CPF e/ou senha inválidos.', { duration: facade.TOAST_DURATION.short });
    expect(sonner.toast.success).not.toHaveBeenCalled();
    await facade.loadSonner();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sonner.toast.success).toHaveBeenCalledWith('Cadastro realizado com sucesso!', {
      id: expect.any(Number),
      duration: 3000,
    });
    expect(sonner.toast.error).toHaveBeenCalledWith('CPF e/ou senha inválidos.', {
      id: expect.any(Number),
      duration: 2000,
    });
    facade.toast.error('Município inválido! Selecione um novo Múnicipio', { duration: 5000 });
    expect(sonner.toast.error).toHaveBeenLastCalledWith(
      'Município inválido! Selecione um novo Múnicipio',
      { id: expect.any(Number), duration: 5000 },
    );
  });

  it('shows <br> as a line break, never as markup', async () => {
    const { facade, sonner } = await freshFacade();
    await facade.loadSonner();
    facade.toast.error('Linha 1.<br>Linha 2.');
    expect(sonner.toast.error).toHaveBeenCalledWith('Linha 1.\nLinha 2.', expect.anything());
  });

  it('keeps each toast in the announced list for its duration', async () => {
    vi.useFakeTimers();
    const { facade } = await freshFacade();
    // Loaded here, not in the next test (where its queue would reach that test's sonner).
    await facade.loadSonner();
    facade.toast.success('Agendamento realizado com sucesso.', { duration: 2000 });
    facade.toast.error('Houve algum erro, tente novamente mais tarde.', { duration: 5000 });
    expect(facade.activeToasts().map((t) => t.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(2000);
    expect(facade.activeToasts().map((t) => t.message)).toEqual([
      'Houve algum erro, tente novamente mais tarde.',
    ]);
    vi.advanceTimersByTime(3000);
    expect(facade.activeToasts()).toEqual([]);
  });

  it('takes a toast away before its time: from the announced list, and from the screen', async () => {
    const { facade, sonner } = await freshFacade();
    // Raised before sonner came: dismissed, it is never shown.
    const early = facade.toast.error(
      'Você precisa selecionar um Serviço, um Procedimento e uma Situação!',
    );
    facade.toast.dismiss(early);
    expect(facade.activeToasts()).toEqual([]);
    await facade.loadSonner();
    expect(sonner.toast.error).not.toHaveBeenCalled();

    const shown = facade.toast.error('Houve algum erro, tente novamente mais tarde.', {
      duration: 5000,
    });
    facade.toast.success('Cadastro realizado com sucesso!');
    facade.toast.dismiss(shown);
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(shown);
    expect(facade.activeToasts().map((t) => t.message)).toEqual([
      'Cadastro realizado com sucesso!',
    ]);
    facade.toast.dismiss(shown); // already gone: nothing
    expect(facade.activeToasts()).toHaveLength(1);
  });
});
