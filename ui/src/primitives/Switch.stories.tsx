import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Switch } from './Switch';

const meta = {
  title: 'Primitivos/Switch',
  component: Switch,
  args: {
    children: 'Deseja exibir as informações de Filas de Regulação no portal?',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space flips it; 'Ligado' / 'Desligado' is shown beside it, the state read as checked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: /Filas de Regulação/ });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Desligado')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Ligado')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(canvas.getByText('Ligado')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
