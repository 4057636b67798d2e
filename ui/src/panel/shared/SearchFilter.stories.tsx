import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOG_FILTER_FIELDS } from '../../domain/panel';
import { atViewport } from '../../storybook/viewports';
import { SearchFilter } from './SearchFilter';

const meta = {
  title: 'Painel/Filtro de busca',
  component: SearchFilter,
  args: { fields: LOG_FILTER_FIELDS, onSearch: fn() },
} satisfies Meta<typeof SearchFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field and text, Enter searches: whereKey holds the chosen field with the trimmed text. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Selecione uma opção')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Digite aqui o que deseja procurar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Buscar por/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Origem' }));
    await userEvent.type(canvas.getByRole('searchbox'), '  app {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ tml_origem: 'app' });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByText('Selecione uma opção')).toBeVisible();
  },
};

/** Without a field chosen no filter is sent. */
export const NoField: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Maria');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(null);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
