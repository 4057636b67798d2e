import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { FilePicker } from './FilePicker';

/** The picker showing the name of what was chosen, as a screen keeps it. */
function Demo({
  label,
  hint,
  error,
  onFiles,
}: {
  label: string;
  hint?: string;
  error?: string;
  onFiles: (files: File[]) => void;
}) {
  const [name, setName] = useState<string | null>(null);
  return (
    <FilePicker
      label={label}
      hint={hint}
      error={error}
      accept=".pdf,application/pdf"
      fileName={name}
      onFiles={(files) => {
        setName(files[0]?.name ?? null);
        onFiles(files);
      }}
    />
  );
}

const meta = {
  title: 'Primitivos/FilePicker',
  component: Demo,
  args: { label: 'Documento', hint: 'PDF, até 2 MB', onFiles: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.4'], 'termo-de-adesao.pdf', { type: 'application/pdf' });

/**
 * The app's own words, not the browser's: 'Escolher arquivo' and 'Nenhum arquivo escolhido';
 * the native input, visually hidden, is reached by Tab; once a file is picked, its name shows.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Documento');
    await expect(input).toHaveAccessibleName('Documento Escolher arquivo');
    await expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido PDF, até 2 MB');
    await expect(canvas.getByText('Escolher arquivo')).toBeVisible();
    await expect(canvas.getByText('Nenhum arquivo escolhido')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, pdf());
    await expect(args.onFiles).toHaveBeenCalledWith([expect.any(File)]);
    await expect(canvas.getByText('termo-de-adesao.pdf')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('termo-de-adesao.pdf PDF, até 2 MB');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** A message from the form: the input is invalid and described by it. */
export const WithError: Story = {
  args: { error: 'O documento é obrigatório', hint: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Documento');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Nenhum arquivo escolhido O documento é obrigatório',
    );
  },
};
