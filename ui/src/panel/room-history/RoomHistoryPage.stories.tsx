import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { RoomHistoryPage } from './RoomHistoryPage';

const meta = {
  title: 'Painel/Histórico de salas e NPS',
  component: RoomHistoryPage,
  decorators: [withPanel],
  beforeEach: loginForStory(DEMO.panel),
} satisfies Meta<typeof RoomHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Summary, rooms (times in mm:ss), 'Sem NPS' or the note icon opening the NPS modal. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Resumo das salas' });
    for (const term of [
      'Qtde Salas Registradas',
      'Qtde NPS Registrados',
      'Média NPS Registrados',
      'Média NPS por Salas Registradas',
    ]) {
      await expect(await within(summary).findByText(term)).toBeVisible();
    }
    await expect(within(summary).getByText('320')).toBeVisible();

    const table = await canvas.findByRole('table', {
      name: 'Histórico de salas e NPS do Minha Consulta',
    });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'ID',
      'CPF',
      'Protocolo',
      'Criado em',
      'Paciente',
      'Profissional',
      'Tempo de Espera',
      'Tempo de consulta',
      'Atualizado em',
      'NPS',
    ]);
    await expect(within(table).getAllByText('Sem NPS').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^\d{2}:\d{2}$/).length).toBeGreaterThan(0);

    await userEvent.click(within(table).getAllByRole('button', { name: /^Ver NPS de / })[0]!);
    const modal = within(await body().findByRole('dialog', { name: 'NPS da teleconsulta' }));
    for (const term of [
      'Protocolo',
      'Paciente',
      'Profissional',
      'Nota',
      'Observação',
      'Tempo de Espera',
      'Tempo de Consulta',
    ]) {
      await expect(modal.getByText(term)).toBeVisible();
    }
    await expect(modal.getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2);
    await expect(modal.getByText(/\(CPF \d{3}\.\d{3}\.\d{3}-\d{2}\)/)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    await waitFor(
      () =>
        expect(document.title).toBe(
          'Histórico de salas e NPS do Minha Consulta | Painel de Controle',
        ),
      { timeout: 5_000 },
    );
  },
};

/** Filter by patient name (no Origem in this selector). */
export const Search: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const name = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[4]!
      .textContent!;
    await userEvent.click(canvas.getByRole('button', { name: /Buscar por/ }));
    const options = await body().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'CPF',
      'Protocolo',
      'Nome do Paciente',
      'Nome do Profissional',
    ]);
    await userEvent.click(body().getByRole('option', { name: 'Nome do Paciente' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto da busca' }), name);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(
      () => {
        const names = within(canvas.getByRole('table'))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
        expect(new Set(names)).toEqual(new Set([name]));
      },
      { timeout: 5_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await waitFor(
      () => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(101),
      { timeout: 5_000 },
    );
  },
};

export const Loading: Story = {
  parameters: { scenarios: { getRooms: { delayMs: 60_000 }, getRoomsReport: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando...')).toBeVisible();
    await expect(canvas.getByText('Carregando o resumo...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { getRooms: { kind: 'empty' }, getRoomsReport: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum registro encontrado.')).toBeVisible();
    await expect(await canvas.findByText('Qtde Salas Registradas')).toBeVisible();
  },
};

/** Both calls fail: each part has its own error and retry. */
export const Error: Story = {
  parameters: {
    scenarios: {
      getRooms: { kind: 'error', message: 'Erro interno no servidor.' },
      getRoomsReport: { kind: 'network' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    await expect(await canvas.findByText('Não foi possível carregar o resumo.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
    resetScenarios();
    for (const retry of canvas.getAllByRole('button', { name: 'Tentar novamente' })) {
      await userEvent.click(retry);
    }
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(await canvas.findByText('Qtde NPS Registrados')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', {
      name: 'Histórico de salas e NPS do Minha Consulta',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Ver NPS de / })[0]!);
    await expect(await body().findByRole('dialog', { name: 'NPS da teleconsulta' })).toBeVisible();
  },
};
