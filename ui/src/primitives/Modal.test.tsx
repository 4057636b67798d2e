import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { Modal } from './Modal';
import { topLayerContainer } from './topLayer';

// jsdom has no showModal(); the browser behaviour itself is covered by the stories.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Demo({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AppThemeProvider>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Gostaria de sair do Portal?"
      >
        <p>Ao sair será necessário fazer login novamente.</p>
      </Modal>
    </AppThemeProvider>
  );
}

describe('Modal', () => {
  it('is labelled by its title, registers as the top layer and closes on Esc', async () => {
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Gostaria de sair do Portal?' });
    expect(dialog).toHaveAttribute('open');
    expect(topLayerContainer()).toBe(dialog);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Ao sair será necessário fazer login novamente.')).toBeNull();
    expect(topLayerContainer()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes from its × button and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });
});
