import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import type { MemorySource } from '../realtime/memory';
import { realtimeLoader, withPanel } from '../storybook/PanelStoryFrame';
import { AppRoomsPage } from './AppRoomsPage';

const meta = {
  title: 'Painel/Salas em tempo real (App)',
  component: AppRoomsPage,
  decorators: [withPanel],
  loaders: [realtimeLoader('default')],
} satisfies Meta<typeof AppRoomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only live list of the app's rooms, with 'Não informado' for a room with no professional yet. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('4 salas')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Salas em tempo real do App' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Sala',
      'CPF do Paciente',
      'Paciente',
      'Nível de Transmissão do Paciente',
      'Profissional',
      'Nível de Transmissão do Profissional',
      'Atualizado em',
      'Criado em',
    ]);
    await expect(canvas.queryByRole('button', { name: /Remover/ })).toBeNull();
    const [key] = Object.keys((loaded.realtime as MemorySource).read('sala_telessaude') as object);
    const row = within(canvas.getByRole('row', { name: new RegExp(key!) }));
    (loaded.realtime as MemorySource).write(`sala_telessaude/${key}/pacienteNivelTransmissao`, 6);
    await expect(await row.findByText('Sem conexão')).toHaveAttribute('title', 'Nível 6');
    await expect(await canvas.findByText('Conectado em tempo real')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Salas em tempo real do App | Painel de Controle'),
    );
  },
};

export const Loading: Story = {
  loaders: [realtimeLoader('loading')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Conectando ao banco de dados em tempo real...'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [realtimeLoader('empty')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma sala em andamento no momento.')).toBeVisible();
  },
};

export const Error: Story = {
  loaders: [realtimeLoader('error')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível acompanhar as salas em tempo real.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas, loaded }) => {
    const list = await canvas.findByRole('list', { name: 'Salas em tempo real do App' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByRole('heading', { name: /^Sala app-/ })).toHaveLength(4);
    // A room written with gaps (Firebase keeps no nulls) is listed, its gaps 'Não informado';
    // with no `sala` it is named by its database key.
    (loaded.realtime as MemorySource).write('sala_telessaude/sem-dados', { pacNome: 'Rosa Lima' });
    const card = within(
      (await within(list).findByRole('heading', { name: 'Sala sem-dados' })).closest('li')!,
    );
    await expect(card.getAllByText('Não informado').length).toBeGreaterThanOrEqual(4);
  },
};

/**
 * The connection drops: the indicator says since when it is reconnecting and the list is marked
 * as possibly stale; a change made in the database meanwhile shows once it is back.
 */
export const Reconnecting: Story = {
  play: async ({ canvas, loaded }) => {
    const source = loaded.realtime as MemorySource;
    await expect(await canvas.findByText('4 salas')).toBeVisible();
    source.setConnected(false);
    await expect(await canvas.findByText(/^Reconectando desde \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(canvas.getByTestId('aviso-desatualizado')).toHaveTextContent(
      /Lista possivelmente desatualizada\./,
    );
    source.write('sala_telessaude/app-nova', { sala: 'app-nova', pacNome: 'Lia Souza' });
    await expect(canvas.getByText('4 salas')).toBeVisible();
    source.setConnected(true);
    await expect(await canvas.findByText('5 salas')).toBeVisible();
    await expect(await canvas.findByText('Conectado em tempo real')).toBeVisible();
    await expect(canvas.queryByTestId('aviso-desatualizado')).toBeNull();
  },
};

/** Valid but unusual values are shown as they are: a numeric room name, a level outside 0–6. */
export const UnusualValues: Story = {
  loaders: [realtimeLoader('empty')],
  play: async ({ canvas, loaded }) => {
    (loaded.realtime as MemorySource).write('sala_telessaude/k1', {
      sala: 20261125,
      pacNome: 'Lia Souza',
      pacienteNivelTransmissao: 7,
      profissionalNivelTransmissao: 2.5,
    });
    const row = within(await canvas.findByRole('row', { name: /Lia Souza/ }));
    await expect(row.getByRole('cell', { name: '20261125' })).toBeVisible();
    await expect(row.getByText('7')).toHaveAttribute('title', 'Nível 7');
    await expect(row.getByText('2,5')).toBeVisible();
  },
};
