import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../primitives/TextField';
import { activeToasts } from '../primitives/toast';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { submitWithToast } from '../primitives/submitWithToast';
import { filled, text } from './rules';
import { collectMessages, useZodForm } from './useZodForm';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

describe('collectMessages', () => {
  it('walks nested and array errors, each message once, in order', () => {
    const errors = {
      title: { type: 'custom', message: 'A' },
      cpfs: [{ cpf: { type: 'custom', message: 'B' } }, { cpf: { type: 'custom', message: 'B' } }],
      schedule: { type: 'custom', message: 'C', root: { message: 'D' } },
    };
    expect(collectMessages(errors as never)).toEqual(['A', 'B', 'C', 'D']);
  });
});

/** A login form like the control panel's: both fields trimmed, either empty gives one message. */
const MISSING = 'Informe os dados para realizar o acesso';
const loginSchema = z.object({ login: text(filled(MISSING)), senha: text(filled(MISSING)) });

function PanelLogin({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useZodForm(loginSchema, { defaultValues: { login: '', senha: '' } });
  return (
    <form onSubmit={submitWithToast(form, onValid)}>
      <TextField
        label="Login"
        {...form.register('login')}
        error={form.formState.errors.login?.message}
      />
      <TextField
        label="Senha"
        {...form.register('senha')}
        error={form.formState.errors.senha?.message}
      />
      <button type="submit">Entrar</button>
    </form>
  );
}

describe('useZodForm + submitWithToast', () => {
  it('shows each field message and one toast with every message once', async () => {
    const onValid = vi.fn();
    render(
      <AppThemeProvider>
        <PanelLogin onValid={onValid} />
      </AppThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getAllByText('Informe os dados para realizar o acesso')).toHaveLength(2),
    );
    expect(activeToasts().at(-1)).toMatchObject({
      kind: 'error',
      message: 'Informe os dados para realizar o acesso',
    });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes the schema output (trimmed) to onValid', async () => {
    const onValid = vi.fn();
    render(
      <AppThemeProvider>
        <PanelLogin onValid={onValid} />
      </AppThemeProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), ' painel ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Senha' }), 'Painel@123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ login: 'painel', senha: 'Painel@123' });
  });

  it('joins several messages with line breaks', async () => {
    const schema = z.object({
      a: z.string().min(1, 'Primeiro.'),
      b: z.string().min(1, 'Segundo.'),
    });
    function Two() {
      const form = useZodForm(schema, { defaultValues: { a: '', b: '' } });
      return (
        <form onSubmit={submitWithToast(form, () => undefined)}>
          <button type="submit">Ok</button>
        </form>
      );
    }
    render(<Two />);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(activeToasts().at(-1)?.message).toBe('Primeiro.\nSegundo.'));
  });
});
