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
/** The screen's error blocks (alerts with something to say; the toasts' empty region is not one). */
const errorBlocks = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('alert').filter((alert: HTMLElement) => alert.textContent?.trim());

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

/** Both calls fail: one error block says what failed, and its one retry loads both again. */
export const Error: Story = {
  parameters: {
    scenarios: {
      getRooms: { kind: 'error', message: 'Erro interno no servidor.' },
      getRoomsReport: { kind: 'network' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Erro interno no servidor. Não foi possível carregar o resumo.'),
    ).toBeVisible();
    await expect(errorBlocks(canvas)).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
    await expect(canvas.getByTestId('ultima-atualizacao')).toHaveTextContent(
      'A última atualização falhou.',
    );
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(await canvas.findByText('Qtde NPS Registrados')).toBeVisible();
    await expect(errorBlocks(canvas)).toHaveLength(0);
  },
};

/** `{"data":null}` and a report without `report`: never an empty list, never a spinner. */
export const Malformed: Story = {
  parameters: {
    scenarios: { getRooms: { kind: 'malformed' }, getRoomsReport: { kind: 'malformed' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Resposta inesperada do servidor.')).toBeVisible();
    // Both replies are in (the summary may answer after the list): then one block, one retry.
    await waitFor(() => expect(canvas.queryByText('Carregando o resumo...')).toBeNull());
    await expect(errorBlocks(canvas)).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
    await expect(canvas.queryByText('Nenhum registro encontrado.')).toBeNull();
    await expect(canvas.queryByText('Qtde Salas Registradas')).toBeNull();
  },
};

/** Only the summary is malformed: the list shows, the one error block speaks of the summary. */
export const MalformedSummary: Story = {
  parameters: { scenarios: { getRoomsReport: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(await canvas.findByText('Resposta inesperada do servidor.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
  },
};

/** A page change brings the new page into view from its top, with the focus on it. */
export const PageChange: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    next.scrollIntoView();
    await userEvent.click(next);
    const page = await canvas.findByRole('group', { name: /, página 2 de \d+$/ });
    await waitFor(() => expect(page).toHaveFocus(), { timeout: 5_000 });
    await waitFor(() =>
      expect(page.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2),
    );
    await waitFor(() => expect(page.getBoundingClientRect().top).toBeGreaterThanOrEqual(-1));
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
