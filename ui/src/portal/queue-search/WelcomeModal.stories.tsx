import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { WelcomeModal } from './WelcomeModal';

const meta = {
  title: 'Portal/Buscar solicitações/Modal de boas-vindas',
  component: WelcomeModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Bem-Vindo ao Portal da Transparência!' with 'Começar!' focused. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Bem-Vindo ao Portal da Transparência!',
    });
    const start = within(dialog).getByRole('button', { name: 'Começar!' });
    await expect(start).toHaveFocus();
    await userEvent.click(start);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
