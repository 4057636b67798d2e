import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { withPanel } from '../storybook/PanelStoryFrame';
import { PanelHome } from './PanelHome';

const meta = {
  title: 'Painel/Início',
  component: PanelHome,
  decorators: [withPanel],
} satisfies Meta<typeof PanelHome>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPECTED = [
  ['Log de movimentação', '/log'],
  ['Salas em tempo real do App', '/sala-app'],
  ['Gráfico de salas criadas do App', '/videochamada-log?system=app'],
  ['Salas em tempo real do Minha Consulta', '/sala'],
  ['Gráfico de salas criadas do Minha Consulta', '/videochamada-log?system=minhaConsulta'],
  ['Histórico de salas e NPS do Minha Consulta', '/historico-sala'],
] as const;

/** Six cards, each with its description and 'Acessar'; the title is set 500 ms after opening. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Painel de Controle dos Sistemas de Teleconsulta',
      }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    for (const [index, [title, to]] of EXPECTED.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(card.getByRole('link', { name: `Acessar: ${title}` })).toHaveAttribute(
        'href',
        to,
      );
    }
    await waitFor(() =>
      expect(document.title).toBe('Painel de Controle dos Sistemas de Teleconsulta'),
    );
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
