import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPanel } from '../storybook/PanelStoryFrame';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Painel/Página não encontrada',
  component: NotFoundPage,
  decorators: [withPanel],
  parameters: { panel: { route: '/nao-existe' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address under the panel that is no screen: a way back to the home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Voltar para o início' })[0]).toHaveAttribute(
      'href',
      '/',
    );
  },
};
