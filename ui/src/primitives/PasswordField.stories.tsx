import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitivos/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', id: 'senha', criteria: 'registration' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const met = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.includes('(atendido)')).length;

/** The checklist follows what is typed; the eye button shows and hides the password. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const list = canvas.getByRole('list', { name: 'Requisitos da senha' });
    await expect(met(list)).toBe(0);
    await userEvent.type(input, 'senha');
    await expect(met(list)).toBe(1);
    await userEvent.type(input, '@1S');
    await expect(met(list)).toBe(5);
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** The reset page counts only its limited special characters (@ $ ! % * ? &). */
export const ResetPolicy: Story = {
  args: { criteria: 'reset', label: 'Nova senha', id: 'nova' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nova senha', { selector: 'input' });
    await userEvent.type(input, 'Senha#123');
    const list = canvas.getByRole('list', { name: 'Requisitos da senha' });
    await expect(met(list)).toBe(4);
    await expect(within(list).getByText(/caractere especial \(@ \$ ! % \* \? &\)/)).toBeVisible();
  },
};

/** A login password: no checklist, an error from the form. */
export const Error: Story = {
  args: { criteria: undefined, error: 'Senha não informada.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Senha não informada.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
