import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button } from './Button';
import { Modal } from './Modal';
import { Select } from './Select';
import { TextField } from './TextField';
import { toast } from './toast';

/** Opens a modal from a button, as screens do. */
function ModalDemo({
  closeOnBackdrop = false,
  withForm = false,
}: {
  closeOnBackdrop?: boolean;
  withForm?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [tipo, setTipo] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Bem-Vindo ao Portal da Transparência!"
        closeOnBackdrop={closeOnBackdrop}
        footer={<Button onClick={() => setOpen(false)}>Começar!</Button>}
      >
        <p>Consulte a fila de regulação do seu município.</p>
        {withForm && (
          <>
            <TextField label="Título" />
            <Select
              label="Tipo"
              options={[
                { value: '1', label: 'Aviso' },
                { value: '3', label: 'Chatbot' },
              ]}
              value={tipo}
              onChange={setTipo}
            />
            <Button variant="secondary" onClick={() => toast.error('O CPF está inválido')}>
              Mostrar aviso
            </Button>
          </>
        )}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Primitivos/Modal',
  component: ModalDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens with the button; Esc closes it and focus returns to the opener. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', {
      name: 'Bem-Vindo ao Portal da Transparência!',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveProperty('open', true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: atViewport('mobile360'),
};

/** The welcome modal closes on a click on the backdrop too. */
export const CloseOnBackdrop: Story = {
  args: { closeOnBackdrop: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await body().findByRole('dialog');
    // A click outside the dialog box lands on the <dialog> element (its ::backdrop).
    await userEvent.pointer({
      target: dialog,
      coords: { clientX: 2, clientY: 2 },
      keys: '[MouseLeft]',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/**
 * A select and a toast inside a modal: both render in the dialog (the top layer), so they are
 * visible, usable and announced.
 */
export const WithSelectAndToast: Story = {
  args: { withForm: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await body().findByRole('dialog');
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('button', { name: /Tipo/ }));
    const option = await body().findByRole('option', { name: 'Chatbot' });
    await expect(dialog.contains(option)).toBe(true);
    await userEvent.click(option);
    await expect(modal.getByRole('button', { name: /Tipo/ })).toHaveTextContent('Chatbot');
    await userEvent.click(modal.getByRole('button', { name: 'Mostrar aviso' }));
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent('O CPF está inválido'));
    await waitFor(() =>
      expect(dialog.querySelector('[data-sonner-toast]')).toHaveTextContent('O CPF está inválido'),
    );
  },
};
