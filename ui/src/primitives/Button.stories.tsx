import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button, IconButton } from './Button';
import { CloseIcon } from './icons';

const meta = {
  title: 'Primitivos/Button',
  component: Button,
  args: { children: 'Entrar', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter and Space all press it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Every variant side by side: primary, secondary, danger, ghost. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button {...args}>Cadastrar</Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="danger">
        Remover
      </Button>
      <Button {...args} variant="ghost">
        Limpar
      </Button>
      <Button {...args} size="sm">
        Pequeno
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

/**
 * Busy while a call runs: a spinner, aria-busy, and pressing it does nothing. It is aria-disabled,
 * not disabled, so it stays focusable.
 */
export const Loading: Story = {
  args: { loading: true, children: 'Importar' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Importar' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function SaveDemo({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <label>
        Nome <input name="nome" />
      </label>{' '}
      <Button type="submit" loading={busy}>
        Salvar
      </Button>
    </form>
  );
}

/**
 * A keyboard user presses Salvar: it turns busy and keeps the focus (a disabled button would drop
 * it to the page); pressing again, or Enter in the field, submits nothing more.
 */
export const BusyKeepsFocus: Story = {
  render: (args) => <SaveDemo onSubmit={args.onClick as () => void} />,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(field, 'Ana');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  },
};

/** An icon-only button is named by its label (also its tooltip). */
export const Icon: Story = {
  render: (args) => (
    <IconButton label="Fechar" onClick={args.onClick}>
      <CloseIcon />
    </IconButton>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
