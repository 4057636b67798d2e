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
    await expect(await row.findByText('6 - Sem conexão')).toBeVisible();
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
    // A room written with gaps (Firebase keeps no nulls) is listed, its gaps 'Não informado'.
    (loaded.realtime as MemorySource).write('sala_telessaude/sem-dados', { pacNome: 'Rosa Lima' });
    await expect(
      await within(list).findByRole('heading', { name: 'Sala Não informado' }),
    ).toBeVisible();
  },
};
