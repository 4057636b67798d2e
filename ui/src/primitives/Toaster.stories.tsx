import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button } from './Button';
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
    </div>
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
