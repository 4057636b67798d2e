import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitivos/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Quando enviar',
    options: [
      { value: '1', label: 'Envio Imediato' },
      { value: '0', label: 'Agendar uma data' },
    ],
    defaultValue: '1',
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice within the group; Tab leaves it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Quando enviar' })).toBeVisible();
    const now = canvas.getByRole('radio', { name: 'Envio Imediato' });
    await expect(now).toBeChecked();
    await userEvent.tab();
    await expect(now).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Agendar uma data' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('0');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

export const Vertical: Story = {
  args: {
    label: 'Pesquisar por',
    orientation: 'vertical',
    options: [
      { value: 'name', label: 'Nome' },
      { value: 'key', label: 'Chave' },
    ],
    defaultValue: 'name',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Chave'));
    await expect(canvas.getByRole('radio', { name: 'Chave' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Error: Story = {
  args: { defaultValue: undefined, error: 'Campo Quando enviar é requerido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Campo Quando enviar é requerido')).toBeVisible();
  },
};
