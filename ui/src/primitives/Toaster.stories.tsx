import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { toast, TOAST_DURATION } from './toast';

/** StoryProviders mounts the <Toaster/> host, as each app does once. */
function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Cadastro realizado com sucesso!')}>
        Sucesso (3 s)
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.error('CPF e/ou senha inválidos.', { duration: TOAST_DURATION.short })}
      >
        Erro (2 s)
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.error(
            'O site informado não possui um feed RSS disponível.<br>Por favor, verifique o link ou tente adicionar um site que ofereça suporte ao RSS.',
            { duration: TOAST_DURATION.long },
          )
        }
      >
        Erro em duas linhas (5 s)
      </Button>
      <ConfirmInModal />
    </div>
  );
}

/** A confirmation modal whose action raises a toast as it closes (a removal, say). */
function ConfirmInModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Remover
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Remover item"
        footer={
          <Button
            onClick={() => {
              toast.error('Não foi possível remover.', { duration: TOAST_DURATION.long });
              // The answer comes a moment later, and the modal closes with it.
              setTimeout(() => setOpen(false), 50);
            }}
          >
            Confirmar
          </Button>
        }
      >
        Deseja remover o item?
      </Modal>
    </>
  );
}

const meta = {
  title: 'Primitivos/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toasts = () => document.querySelectorAll('[data-sonner-toast]');

/** A success toast: shown by sonner (loaded on demand) and read politely. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso (3 s)' }));
    const announcer = body().getByTestId('toast-announcer');
    await expect(within(announcer).getByRole('status')).toHaveTextContent(
      'Cadastro realizado com sucesso!',
    );
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    await expect(toasts()[0]).toHaveAttribute('data-type', 'success');
  },
};

export const Mobile: Story = { ...Success, globals: atViewport('mobile360') };

/** An error toast is announced assertively and leaves after its 2 s. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erro (2 s)' }));
    const alert = within(body().getByTestId('toast-announcer')).getByRole('alert');
    await expect(alert).toHaveTextContent('CPF e/ou senha inválidos.');
    await waitFor(() => expect(alert).toHaveTextContent(''), { timeout: 3000 });
  },
};

/** The spec's RSS message carries a <br>: shown as two lines, never as HTML. */
export const TwoLines: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erro em duas linhas (5 s)' }));
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    const shown = toasts()[0] as HTMLElement;
    await expect(shown.innerText).toContain('disponível.\nPor favor');
    await expect(shown.querySelector('br')).toBeNull();
  },
};

/**
 * A toast raised in a modal is placed clear of the modal's controls; once the modal has closed it
 * moves to the page's place for toasts (top right on a wide screen), not left where the modal was.
 */
export const AfterAModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover' }));
    const modal = await body().findByRole('dialog', { name: 'Remover item' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    const host = () => document.querySelector('[data-sonner-toaster]');
    // Well within the toast's 5 s (its expiry would move it anyway).
    await waitFor(() => expect(host()).toHaveAttribute('data-y-position', 'top'), {
      timeout: 1000,
    });
    await expect(host()).toHaveAttribute('data-x-position', 'right');
  },
};
