import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button } from './Button';
import { ConfirmModal, useConfirm, type ConfirmModalProps } from './ConfirmModal';

function Demo(props: Omit<ConfirmModalProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Abrir
      </Button>
      <ConfirmModal
        {...props}
        open={open}
        onConfirm={async () => {
          await props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          void props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitivos/ConfirmModal',
  component: Demo,
  args: {
    title: 'Gostaria de sair do Portal?',
    content: 'Ao sair será necessário fazer login novamente.',
    confirmLabel: 'Sair',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The logout confirmation: Cancelar closes it, Sair confirms. Focus returns to the opener. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: 'Gostaria de sair do Portal?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ao sair será necessário fazer login novamente.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Enter on the opener opens it again (on a loaded machine, more than findBy's 1 s: the visual
    // review's three pages at once replayed this story once).
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('button', { name: 'Sair' }, { timeout: 5000 }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalled());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** A danger confirmation with server HTML: sanitised (the injected handler is gone). */
export const DangerWithHtml: Story = {
  args: {
    title: 'Tem certeza que deseja excluir esta Notificação?',
    content: undefined,
    html: '<p>A notificação <strong>007</strong> será removida.</p><img src="x" onerror="window.__xss = 1">',
    danger: true,
    confirmLabel: 'Remover',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await body().findByRole('dialog');
    // The sanitiser is fetched on first use.
    await expect(await within(dialog).findByText('007', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Only the confirm button ('CPFs não cadastrados!' → 'Ok! Modificarei'). */
export const WithoutCancel: Story = {
  args: {
    title: 'CPFs não cadastrados!',
    content: 'Informe apenas CPFs cadastrados e ativos.',
    confirmLabel: 'Ok! Modificarei',
    showCancel: false,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok! Modificarei' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** While the confirm action runs, both buttons wait. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await expect(within(dialog).getByRole('button', { name: 'Sair' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

function ConfirmHookDemo() {
  const { confirm, modal } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button
        onClick={async () => {
          const ok = await confirm({
            title: 'Deseja enviar para todos os CPFs?',
            content: 'Pode demorar.',
          });
          setAnswer(ok ? 'confirmado' : 'cancelado');
        }}
      >
        Enviar
      </Button>
      <p>Resposta: {answer}</p>
      {modal}
    </>
  );
}

/** `useConfirm()` answers true or false. */
export const Imperative: Story = {
  render: () => <ConfirmHookDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(await body().findByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('Resposta: confirmado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(await body().findByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByText('Resposta: cancelado')).toBeVisible();
  },
};
