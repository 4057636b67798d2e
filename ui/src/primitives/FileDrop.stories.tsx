import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CSV_IMPORT_RULES, REGISTER_IMAGE_RULES, type FileRules } from '../domain/files';
import { atViewport } from '../storybook/viewports';
import { FileDrop } from './FileDrop';
import { pngFile } from '../storybook/pngFile';

function Demo({ rules, label, hint }: { rules: FileRules; label: string; hint?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDrop label={label} hint={hint} rules={rules} value={files} onChange={setFiles} />;
}

const meta = {
  title: 'Primitivos/FileDrop',
  component: Demo,
  args: { label: 'Arquivo da fila', rules: CSV_IMPORT_RULES, hint: 'até 200 MB csv' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = (name = 'fila.csv', size = 64) =>
  new File(['x'.repeat(size)], name, { type: 'text/csv' });
// Lets a refused type through the picker, as dropping a file would.
const user = () => userEvent.setup({ applyAccept: false });

/** The import: a CSV picked with the keyboard-reachable picker, then removed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Arquivo da fila/);
    await expect(input).toHaveAccessibleDescription('até 200 MB csv');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await user().upload(input, csv());
    const list = canvas.getByRole('list', { name: 'Arquivos selecionados' });
    await expect(within(list).getByText('fila.csv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover fila.csv' }));
    await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Another format: refused with the spec's message, inline and in a toast. */
export const WrongFormat: Story = {
  play: async ({ canvas }) => {
    await user().upload(canvas.getByLabelText(/Arquivo da fila/), new File(['x'], 'fila.xlsx'));
    const message = 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.';
    await expect(canvas.getAllByText(message)[0]).toBeVisible();
    await expect(canvas.getByLabelText(/Arquivo da fila/)).toBeInvalid();
    await waitFor(() =>
      expect(within(canvas.getByTestId('toast-announcer')).getByRole('alert')).toHaveTextContent(
        message,
      ),
    );
  },
};

/** Above the size limit (1 kB = 1024 bytes): 'O arquivo deve ser menor do que 200 kB'. */
export const TooLarge: Story = {
  args: { label: 'Imagens', rules: REGISTER_IMAGE_RULES, hint: undefined },
  play: async ({ canvas }) => {
    const big = pngFile('foto.png', 200 * 1024 + 1);
    await user().upload(canvas.getByLabelText(/Imagens/), big);
    await expect(
      (await canvas.findAllByText('O arquivo deve ser menor do que 200 kB'))[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
  },
};

/** Several images, at most 4. */
export const Images: Story = {
  args: { label: 'Imagens', rules: REGISTER_IMAGE_RULES, hint: 'jpeg ou png, até 200 kB cada' },
  play: async ({ canvas }) => {
    const png = (name: string) => pngFile(name);
    const input = canvas.getByLabelText(/Imagens/);
    await user().upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    // The picker reads each file's first bytes before listing it.
    await expect(
      within(await canvas.findByRole('list', { name: 'Arquivos selecionados' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    await user().upload(input, [png('4.png'), png('5.png')]);
    await expect((await canvas.findAllByText('Máximo de 4 arquivos permitido.'))[0]).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Arquivos selecionados' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** Checked by content: a text file renamed .png is refused like any other format; a real PNG passes. */
export const ImageByContent: Story = {
  args: { label: 'Imagens', rules: REGISTER_IMAGE_RULES, hint: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Imagens/);
    const text = new File(['isto não é uma imagem'], 'foto.png', { type: 'image/png' });
    await user().upload(input, text);
    await expect(
      (await canvas.findAllByText('Formato Inválido! Formato(s) Válido(s): jpeg,png.'))[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
    await user().upload(input, pngFile('foto.png'));
    await expect(
      within(await canvas.findByRole('list', { name: 'Arquivos selecionados' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
  },
};
