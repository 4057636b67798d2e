import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitivos/Checkbox',
  component: Checkbox,
  args: { children: 'Li e concordo com os Termos e Condições', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it; the label toggles it too. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /Li e concordo/ });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(/Li e concordo/));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** The terms box stays disabled until the text was scrolled to the end. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** A header 'select all' with only some rows selected. */
export const Indeterminate: Story = {
  args: { children: 'Selecionar todas', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Error: Story = {
  args: { error: 'A leitura e concordância dos Termos e Condições é obrigatória.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
    await expect(
      canvas.getByText('A leitura e concordância dos Termos e Condições é obrigatória.'),
    ).toBeVisible();
  },
};
