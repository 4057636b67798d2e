import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { ROOM_REMOVAL_REASONS } from '@portal/contracts/realtime';
import type { MemorySource } from '../realtime/memory';
import { removeRoom } from '../realtime/removal';
import { loginForStory, realtimeLoader, withPanel } from '../storybook/PanelStoryFrame';
import { MovementLogPage } from './MovementLogPage';

const meta = {
  title: 'Painel/Log de movimentação',
  component: MovementLogPage,
  decorators: [withPanel],
  beforeEach: loginForStory(DEMO.panel),
} satisfies Meta<typeof MovementLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** 100 rows a page, translated actions, pagination, the filter (Enter searches) and refresh. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Log de movimentação' },
      { timeout: 5_000 },
    );
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'CPF', 'Protocolo', 'Criado em', 'Origem', 'Usuário', 'Ação']);
    await expect(rowsOf(table)).toHaveLength(100);
    await expect(within(table).getAllByText(/^Iniciado pelo médico$/).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      /^Última atualização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );

    // Page 2, then a refresh goes back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 5_000 },
    );
    // The refresh button waits (busy: a press does nothing) while page 2 loads.
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Atualizar' })).not.toHaveAttribute('aria-busy'),
      { timeout: 5_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 5_000 },
    );

    // Search by CPF with Enter: every row is that CPF.
    const cpf = within(rowsOf(table)[0]!).getAllByRole('cell')[1]!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: /Buscar por/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'CPF' }));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Texto da busca' }),
      `${cpf}{Enter}`,
    );
    await waitFor(
      () => {
        const cpfs = rowsOf(canvas.getByRole('table', { name: 'Log de movimentação' })).map(
          (row) => within(row).getAllByRole('cell')[1]!.textContent,
        );
        expect(cpfs.length).toBeLessThan(100);
        expect(new Set(cpfs)).toEqual(new Set([cpf]));
      },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(document.title).toBe('Log de movimentação | Painel de Controle'), {
      timeout: 5_000,
    });
  },
};

const REMOVALS = 'Remoções de salas feitas no painel';

/**
 * The panel's own removals: a room removed in the panel is in the realtime log, not in
 * the provider's; the screen lists it above the provider's log, with who removed it and when, and
 * a search by the patient's CPF finds it in both lists' places.
 */
export const PanelRemovals: Story = {
  loaders: [realtimeLoader('noStale')],
  // The provider's log empty: this story is about the panel's own list (and stays light to run).
  parameters: { scenarios: { getTeleconsultLog: { kind: 'empty' } } },
  play: async ({ canvas, loaded }) => {
    const source = loaded.realtime as MemorySource;
    // The operator removes Maria's room on the rooms screen (as WebRoomsPage does).
    await removeRoom(source, '12345678909', ROOM_REMOVAL_REASONS.manual, new Date(), 'painel');
    const removals = await canvas.findByRole('table', { name: REMOVALS });
    await expect(
      within(removals)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['CPF', 'Removida em', 'Removida por', 'Ação']);
    await waitFor(() => expect(rowsOf(removals)).toHaveLength(2));
    await expect(await canvas.findByText('Nenhum registro encontrado.')).toBeVisible();

    // A search by a field the panel's entries do not record says so.
    await userEvent.click(canvas.getByRole('button', { name: /Buscar por/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Protocolo' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto da busca' }), '2026{Enter}');
    await expect(
      await canvas.findByText(/registram só o CPF do paciente: busque por CPF/),
    ).toBeVisible();
    // Found by the patient's CPF, formatted as the operator types it.
    await userEvent.click(canvas.getByRole('button', { name: /Buscar por/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'CPF' }));
    const text = canvas.getByRole('searchbox', { name: 'Texto da busca' });
    await userEvent.clear(text);
    await userEvent.type(text, '123.456.789-09{Enter}');
    await waitFor(() =>
      expect(rowsOf(canvas.getByRole('table', { name: REMOVALS }))).toHaveLength(1),
    );
    const row = within(rowsOf(canvas.getByRole('table', { name: REMOVALS }))[0]!);
    await expect(row.getByText('123.456.789-09')).toBeVisible();
    await expect(row.getByText('painel')).toBeVisible();
    await expect(row.getByText('via Controle Teleconsulta')).toBeVisible();
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  },
};

/** The realtime log cannot be read: its own error with a retry; the provider's log still shows. */
export const PanelRemovalsError: Story = {
  loaders: [realtimeLoader('error')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar as remoções feitas no painel.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByTestId('remocoes-do-painel')).getByRole('button', {
        name: 'Tentar novamente',
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Log de movimentação' })).toBeVisible();
  },
};

/** Text typed with no field chosen sends no filter. */
export const SearchWithoutField: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Log de movimentação' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto da busca' }), 'zzzz{Enter}');
    await expect(await canvas.findByRole('table', { name: 'Log de movimentação' })).toBeVisible();
    await expect(canvas.queryByText('Nenhum registro encontrado para esta busca.')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { getTeleconsultLog: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando...')).toBeVisible();
    await expect(canvas.getByText('Ainda não atualizado')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { getTeleconsultLog: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum registro encontrado.')).toBeVisible();
  },
};

/** The call fails: the server's message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { getTeleconsultLog: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('table', { name: 'Log de movimentação' })).toBeVisible();
  },
};

/**
 * `{"data":null}`: an error with a retry in the operator's words, not 'Nenhum registro encontrado.'
 * under a fresh 'Última atualização'.
 */
export const Malformed: Story = {
  parameters: { scenarios: { getTeleconsultLog: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Resposta inesperada do servidor.')).toBeVisible();
    await expect(canvas.queryByText('Nenhum registro encontrado.')).toBeNull();
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      'A última atualização falhou.',
    );
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('table', { name: 'Log de movimentação' })).toBeVisible();
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      /^Última atualização:/,
    );
  },
};

/** Below 768 px rows are cards and the filter stacks. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Log de movimentação' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await expect(canvas.getByRole('search', { name: 'Buscar' })).toBeVisible();
  },
};
