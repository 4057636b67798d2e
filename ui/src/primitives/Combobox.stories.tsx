import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Combobox } from './Combobox';

const CITIES = [
  { value: '3302858', label: 'Mesquita' },
  { value: '3303500', label: 'Nova Iguaçu' },
  { value: '3304557', label: 'Rio de Janeiro' },
  { value: '3304904', label: 'São Gonçalo' },
  { value: '3301702', label: 'Duque de Caxias' },
];

function Single({ required, options = CITIES }: { required?: boolean; options?: typeof CITIES }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <Combobox
        label="Município"
        options={options}
        value={value}
        onChange={setValue}
        required={required}
      />
      <p>Escolhido: {value ?? 'nenhum'}</p>
      <button type="button">Depois</button>
    </div>
  );
}

function Multiple() {
  const [value, setValue] = useState<string[]>(['3302858']);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <Combobox multiple label="Cidades" options={CITIES} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Primitivos/Combobox',
  component: Single,
} satisfies Meta<typeof Single>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Type to narrow (accents ignored), ArrowDown and Enter to choose. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Município' });
    await userEvent.type(input, 'sao');
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('São Gonçalo');
    await expect(canvas.getByText('Escolhido: 3304904')).toBeVisible();
  },
};

/** On a phone: type and tap the option. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Município' });
    await userEvent.type(input, 'nova');
    await userEvent.click(await body().findByRole('option', { name: 'Nova Iguaçu' }));
    await expect(input).toHaveValue('Nova Iguaçu');
    await expect(canvas.getByText('Escolhido: 3303500')).toBeVisible();
  },
};

/** A click in the field opens the whole list, as the chevron does; Esc closes it. */
export const OpensOnClick: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Município' });
    await userEvent.click(input);
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

/** Nothing matches: 'Nenhum Resultado encontrado.' */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Curitiba');
    await expect(await body().findByText('Nenhum Resultado encontrado.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Required and left empty: 'Campo Município é requerido'. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    // The click opened the list (the rest of the page is hidden from assistive tech meanwhile).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Depois' }));
    await expect(await canvas.findByText('Campo Município é requerido')).toBeVisible();
  },
};

/** Several cities (state clients' news): chosen ones show as chips with a remove button. */
export const MultipleChoice: Story = {
  render: () => <Multiple />,
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('list', { name: 'Cidades selecionados' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cidades' }), 'Rio');
    await userEvent.click(await body().findByRole('option', { name: 'Rio de Janeiro' }));
    // Several can be chosen, so the list stays open until Esc.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Mesquita' }));
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(1));
  },
};
