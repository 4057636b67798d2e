import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../app/storage';
import { AdminSessionProvider, useAdminSession } from './AdminSessionProvider';
import { DRAFT_PREFIX, dropDrafts, keepableValues, saveDraft, takeDraft } from './drafts';
import {
  ADMIN_SESSION_KEY,
  createAdminSessionStore,
  parseStoredAdminSession,
  type AdminSession,
} from './session';
import { useFormDraft } from './useFormDraft';

const user = (id: number): AdminSession['user'] => ({
  usc_id: id,
  usc_id_clientes: 1,
  usc_nome_usuario: `Admin ${id}`,
  usc_termo_responsabilidade: true,
  cliente: {
    cli_id: 1,
    cli_nome: 'Prefeitura Municipal de Mesquita',
    cli_codigo: '3302858',
    cli_codigo_municipio_ibge: '3302858',
    configuration: {
      coc_id: 1,
      coc_codigo_clientes: '3302858',
      coc_uf: 'RJ',
      coc_tipo: 'MUNICIPIO',
      coc_id_cidade: 3302858,
    },
  },
});
const session = (id = 1): AdminSession => ({ token: `admin.token-${id}`, user: user(id) });

describe('parseStoredAdminSession', () => {
  it.each([
    [JSON.stringify(session()), true],
    [JSON.stringify({ ...session(), token: '' }), false],
    [JSON.stringify({ token: 'x', user: { usc_id: 1 } }), false],
    [JSON.stringify({ ...session(), user: { ...user(1), cliente: null } }), false],
    ['{quebrado', false],
    [null, false],
  ])('%s → a session: %s', (text, valid) => {
    expect(parseStoredAdminSession(text) !== null).toBe(valid);
  });
});

describe('createAdminSessionStore', () => {
  it('keeps the login in storage and says how it ended', () => {
    const storage = memoryStorage();
    const store = createAdminSessionStore(storage);
    expect(store.snapshot()).toBeNull();
    store.save(session());
    expect(store.token()).toBe('admin.token-1');
    expect(createAdminSessionStore(storage).snapshot()?.user.usc_id).toBe(1);
    store.end('expired');
    expect(store.token()).toBeNull();
    expect(store.ended()).toBe('expired');
    expect(storage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('says a session expired only when there was one: a refused login is no expiry', () => {
    const store = createAdminSessionStore(memoryStorage());
    // A wrong password on a fresh browser: the login's 401 reaches the client's 401 hook.
    store.end('expired');
    expect(store.ended()).toBeNull();
    store.save(session());
    store.end('expired');
    expect(store.ended()).toBe('expired');
    // A wrong password after that keeps what happened: the session did expire.
    store.end('expired');
    expect(store.ended()).toBe('expired');
    store.save(session());
    store.end('logout');
    store.end('expired');
    expect(store.ended()).toBe('logout');
  });

  it('drops a tampered record at start', () => {
    const storage = memoryStorage();
    storage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'x', user: { usc_id: 'um' } }));
    expect(createAdminSessionStore(storage).snapshot()).toBeNull();
    expect(storage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('keeps the token when the user changes (term accepted)', () => {
    const store = createAdminSessionStore(memoryStorage());
    store.save({ ...session(), user: { ...user(1), usc_termo_responsabilidade: false } });
    store.updateUser(user(1));
    expect(store.snapshot()).toEqual(session());
  });

  it('works without storage (private mode): the login lasts the page', () => {
    const store = createAdminSessionStore(null);
    store.save(session());
    expect(store.token()).toBe('admin.token-1');
  });
});

describe('drafts', () => {
  it('are handed back once, to the admin who typed them', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'rss', 1, { link: 'https://exemplo.gov.br/rss' });
    expect(takeDraft(storage, 'rss', 2)).toBeNull();
    saveDraft(storage, 'rss', 1, { link: 'https://exemplo.gov.br/rss' });
    expect(takeDraft(storage, 'rss', 1)).toEqual({ link: 'https://exemplo.gov.br/rss' });
    expect(takeDraft(storage, 'rss', 1)).toBeNull();
  });

  it('never keep passwords or files', () => {
    expect(
      keepableValues({
        usc_nome_usuario: 'Ana',
        usc_senha: 'Segredo@1',
        usc_senha_confirmation: 'Segredo@1',
        password: 'x',
        imagem: new Blob(['x']),
      }),
    ).toEqual({ usc_nome_usuario: 'Ana' });
  });

  it('are dropped on logout, or when another admin logs in', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'a', 1, { x: 1 });
    saveDraft(storage, 'b', 2, { x: 2 });
    storage.setItem('outra.chave', 'fica');
    dropDrafts(storage, 2);
    expect(storage.getItem(`${DRAFT_PREFIX}a`)).toBeNull();
    expect(storage.getItem(`${DRAFT_PREFIX}b`)).not.toBeNull();
    dropDrafts(storage);
    expect(storage.getItem(`${DRAFT_PREFIX}b`)).toBeNull();
    expect(storage.getItem('outra.chave')).toBe('fica');
  });
});

function Form() {
  const form = useForm({ defaultValues: { titulo: '', senha: '' } });
  useFormDraft('teste', form);
  return (
    <form>
      <label>
        Título
        <input {...form.register('titulo')} />
      </label>
      <label>
        Senha
        <input {...form.register('senha')} />
      </label>
    </form>
  );
}

function Screen() {
  const { session: current } = useAdminSession();
  return current ? <Form /> : <p>login</p>;
}

describe('useFormDraft', () => {
  it('keeps what was typed when a 401 ends the session, and puts it back after the login', async () => {
    const store = createAdminSessionStore(memoryStorage());
    const drafts = memoryStorage();
    store.save(session());
    render(
      <AdminSessionProvider store={store} drafts={drafts}>
        <Screen />
      </AdminSessionProvider>,
    );
    fireEvent.change(screen.getByLabelText('Título'), {
      target: { value: 'Campanha de vacinação' },
    });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'Segredo@1' } });
    act(() => store.end('expired'));
    expect(await screen.findByText('login')).toBeInTheDocument();
    act(() => store.save(session()));
    await waitFor(() =>
      expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe(
        'Campanha de vacinação',
      ),
    );
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('');
    expect(drafts.length).toBe(0);
  });

  it('keeps nothing on a logout', async () => {
    const store = createAdminSessionStore(memoryStorage());
    const drafts = memoryStorage();
    store.save(session());
    render(
      <AdminSessionProvider store={store} drafts={drafts}>
        <Screen />
      </AdminSessionProvider>,
    );
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Rascunho' } });
    act(() => store.end('logout'));
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(drafts.length).toBe(0);
  });
});
