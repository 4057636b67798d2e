import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { CreatedRoomsPage } from './CreatedRoomsPage';

const meta = {
  title: 'Painel/Gráfico de salas criadas',
  component: CreatedRoomsPage,
  decorators: [withPanel],
  beforeEach: loginForStory(DEMO.panel),
  parameters: { panel: { route: '/videochamada-log?system=app' } },
} satisfies Meta<typeof CreatedRoomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The app's rooms, newest first, with count and last update; the chart icon opens the modal. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Gráfico de salas criadas do App' });
    await expect(canvas.getByText('36 salas criadas')).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Canal',
      'Paciente',
      'Atualização Paciente',
      'Profissional',
      'Atualização Profissional',
      'Criado em',
      'Ação',
    ]);
    const created = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5]!.textContent!)
      .map((text) => text.replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3-$2-$1 $4'));
    await expect(created).toEqual([...created].sort().reverse());
    await expect(within(table).getAllByRole('cell', { name: /^app-/ }).length).toBe(36);

    const first = within(table).getAllByRole('row')[1]!;
    const room = within(first).getAllByRole('cell')[0]!.textContent!;
    await userEvent.click(
      within(first).getByRole('button', { name: `Ver gráfico da sala ${room}` }),
    );
    const modal = within(await body().findByRole('dialog', { name: room }));
    await expect(modal.getByRole('tab', { name: 'Paciente', selected: true })).toBeVisible();
    // The charts are a lazy chunk (victory): the first story to open one may wait for it.
    await expect(
      await modal.findByText('Paciente: últimos 20 pontos', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(modal.getByText('Latência (ms)', { selector: 'p' })).toBeVisible();
    await expect(modal.getByText('Nível da Conexão', { selector: 'p' })).toBeVisible();
    await userEvent.click(modal.getByRole('tab', { name: 'Profissional' }));
    await expect(await modal.findByText('Profissional: últimos 20 pontos')).toBeInTheDocument();
    await waitFor(
      () => expect(document.title).toBe('Gráfico de salas criadas do App | Painel de Controle'),
      { timeout: 5_000 },
    );
  },
};

/** The web product's rooms (system=minhaConsulta). */
export const MinhaConsulta: Story = {
  parameters: { panel: { route: '/videochamada-log?system=minhaConsulta' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {
      name: 'Gráfico de salas criadas do Minha Consulta',
    });
    await expect(within(table).getAllByRole('cell', { name: /^mc-/ }).length).toBe(36);
  },
};

/** No system in the address: the operator is offered both. */
export const NoSystem: Story = {
  parameters: { panel: { route: '/videochamada-log' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Escolha o sistema para ver o gráfico de salas criadas.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Gráfico de salas criadas do App' }),
    ).toHaveAttribute('href', '/videochamada-log?system=app');
  },
};

export const Loading: Story = {
  parameters: { scenarios: { getVideoCallLogs: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando...')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { getVideoCallLogs: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum registro encontrado.')).toBeVisible();
    await expect(canvas.getByText('0 salas criadas')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { scenarios: { getVideoCallLogs: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar os dados.')).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** `{"data":null}`: an error with a retry in the operator's words, no count, no time. */
export const Malformed: Story = {
  parameters: { scenarios: { getVideoCallLogs: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Resposta inesperada do servidor.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
    await expect(canvas.queryByText(/salas criadas$/)).toBeNull();
    await expect(canvas.queryByText(/is not iterable/)).toBeNull();
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      'A última atualização falhou.',
    );
  },
};

/** A refresh that fails clears the table, its count and its time together. */
export const FailedRefresh: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('36 salas criadas')).toBeVisible();
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(/Última atualização:/);
    setScenario('getVideoCallLogs', { kind: 'error', message: 'Erro interno no servidor.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('36 salas criadas')).toBeNull();
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      'A última atualização falhou.',
    );
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('36 salas criadas')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Gráfico de salas criadas do App' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(36);
    await userEvent.click(
      within(list).getAllByRole('button', { name: /^Ver gráfico da sala / })[0]!,
    );
    await expect(await body().findByRole('tab', { name: 'Profissional' })).toBeVisible();
  },
};
