import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const SERVICES = [
  { value: 'CONSULTAS', label: 'Consultas' },
  { value: 'EXAMES', label: 'Exames' },
  { value: 'CIRURGIAS', label: 'Cirurgias eletivas de média e alta complexidade' },
];

function Controlled(props: Omit<NativeSelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <NativeSelect {...props} value={value} onChange={setValue} />
      <output aria-label="Valor escolhido">{value ?? 'nenhum'}</output>
    </div>
  );
}

const meta = {
  title: 'Primitivos/NativeSelect',
  component: Controlled,
  args: { label: 'Serviço', options: SERVICES },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The browser's own select: named by its label, reached with Tab, starts on the empty choice;
 * choosing the empty choice again gives back no value. (Its keyboard and picker are the browser's.)
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Serviço' });
    const chosen = canvas.getByRole('status', { name: 'Valor escolhido' });
    await expect(select).toHaveDisplayValue('Selecione uma opção');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Exames');
    await expect(select).toHaveDisplayValue('Exames');
    await expect(chosen).toHaveTextContent('EXAMES');
    await userEvent.selectOptions(select, 'Consultas');
    await expect(chosen).toHaveTextContent('CONSULTAS');
    await userEvent.selectOptions(select, 'Selecione uma opção');
    await expect(chosen).toHaveTextContent('nenhum');
  },
};

/** At 360 px a long option is cut with an ellipsis, and the field never widens the page. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Serviço' });
    await userEvent.selectOptions(select, 'CIRURGIAS');
    await expect(select.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** A message from the form: the field is invalid and the message describes it. */
export const WithError: Story = {
  args: { error: 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Serviço' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Você precisa selecionar um Serviço, um Procedimento e uma Situação!',
    );
  },
};

/** Disabled until something else is chosen, saying what (the queue's Procedimento). */
export const Disabled: Story = {
  args: {
    label: 'Procedimento',
    disabled: true,
    placeholder: 'Escolha um serviço primeiro',
    hint: 'Carregando procedimentos...',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Procedimento' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Escolha um serviço primeiro');
    await expect(select).toHaveAccessibleDescription('Carregando procedimentos...');
  },
};
