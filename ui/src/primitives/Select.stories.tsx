import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Select, type SelectProps } from './Select';

const STATUSES = [
  { value: 'SOLICITADO', label: 'Solicitado' },
  { value: 'AGENDADO', label: 'Agendado' },
  { value: 'EFETIVADO', label: 'Efetivado' },
  { value: 'DEVOLVIDO', label: 'Devolvido' },
];

function Controlled(props: Omit<SelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <Select {...props} value={value} onChange={setValue} />
      <button type="button">Depois</button>
    </div>
  );
}

const meta = {
  title: 'Primitivos/Select',
  component: Controlled,
  args: { label: 'Situação', options: STATUSES },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard: focus the button, ArrowDown opens, arrows move, Enter chooses. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Situação/ });
    await expect(trigger).toHaveTextContent('Selecione uma opção');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Agendado');
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('option', { name: 'Devolvido' }));
    await expect(trigger).toHaveTextContent('Devolvido');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Required and left empty: 'Campo Situação é requerido'. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // Opening the list is not leaving the field: no message yet.
    const trigger = canvas.getByRole('button', { name: /Situação/ });
    await userEvent.click(trigger);
    await body().findByRole('listbox');
    await expect(canvas.queryByText('Campo Situação é requerido')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    // The closed list gives focus back to its button (a moment later on a loaded machine).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Depois' })).toHaveFocus());
    await expect(await canvas.findByText('Campo Situação é requerido')).toBeVisible();
  },
};

/** No options: 'Nenhum Resultado encontrado.' */
export const Empty: Story = {
  args: { options: [], label: 'Procedimento' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Procedimento/ }));
    await expect(await body().findByText('Nenhum Resultado encontrado.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Disabled until a service is chosen (the queue filter's procedure). */
export const Disabled: Story = {
  args: { disabled: true, label: 'Procedimento' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Procedimento/ })).toBeDisabled();
  },
};

/** A message from the form. */
export const Error: Story = {
  args: { error: 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Situação/ })).toHaveAccessibleDescription(
      'Você precisa selecionar um Serviço, um Procedimento e uma Situação!',
    );
  },
};
