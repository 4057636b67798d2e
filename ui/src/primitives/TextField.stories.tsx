import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { keepLettersAndSpaces } from '../domain/contact';
import { atViewport } from '../storybook/viewports';
import { TextAreaField, TextField } from './TextField';

const meta = {
  title: 'Primitivos/TextField',
  component: TextField,
  args: { label: 'Nome completo' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Como consta no documento', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nome completo/ });
    await expect(input).toHaveAccessibleDescription('Como consta no documento');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'Maria da Silva');
    await expect(input).toHaveValue('Maria da Silva');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** The spec's masks, typed digit by digit. */
export const Masks: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField label="CPF" mask="cpf" />
      <TextField label="CPF (modal)" mask="cpfSpaced" maxLength={20} />
      <TextField label="Telefone" mask="mobilePhone" />
      <TextField label="Telefone fixo ou celular" mask="phone" />
      <TextField label="Data" mask="date" />
      <TextField label="Hora" mask="time" />
    </div>
  ),
  play: async ({ canvas }) => {
    const typed = async (name: string, digits: string) => {
      const input = canvas.getByRole('textbox', { name });
      await userEvent.type(input, digits);
      return input;
    };
    await expect(await typed('CPF', '52998224725x')).toHaveValue('529.982.247-25');
    await expect(await typed('CPF (modal)', '52998224725')).toHaveValue('529 . 982 . 247 - 25');
    await expect(await typed('Telefone', '21987654321')).toHaveValue('(21) 9 8765 - 4321');
    const phone = await typed('Telefone fixo ou celular', '2134567890');
    await expect(phone).toHaveValue('(21) 3456 - 7890');
    await userEvent.type(phone, '1');
    await expect(phone).toHaveValue('(21) 3 4567 - 8901');
    await expect(await typed('Data', '29022024')).toHaveValue('29/02/2024');
    await expect(await typed('Hora', '0930')).toHaveValue('09:30');
  },
};

/** A message from the form marks the field invalid and describes it; the typed text stays. */
export const Error: Story = {
  args: { label: 'E-mail', defaultValue: 'maria@exemplo', error: 'O email está inválido' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('O email está inválido');
    await expect(input).toHaveValue('maria@exemplo');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Não editável' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** Names accept only letters and spaces: other keys are dropped. */
export const LettersOnly: Story = {
  args: { filter: keepLettersAndSpaces },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'João 2 da Silva!');
    await expect(input).toHaveValue('João  da Silva');
  },
};

/** A text area with its character count (Descrição up to 160). */
export const TextArea: StoryObj<typeof TextAreaField> = {
  render: () => <TextAreaField label="Descrição" maxLength={160} />,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Descrição' });
    await userEvent.type(area, 'Vacinação amanhã');
    await expect(canvas.getByText('16/160 caracteres')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('16/160 caracteres');
  },
};
