import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
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
        const cpfs = rowsOf(canvas.getByRole('table')).map(
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

/** Text typed with no field chosen sends no filter. */
export const SearchWithoutField: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto da busca' }), 'zzzz{Enter}');
    await expect(await canvas.findByRole('table')).toBeVisible();
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
