import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { keepLettersAndSpaces } from '../../domain/contact';
import { termsSchema } from '../../forms/terms';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { PasswordField } from '../../primitives/PasswordField';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { atViewport } from '../../storybook/viewports';
import { PATIENT_REGISTER_TOASTS, patientRegisterSchema } from './schema';

/**
 * How screens wire a form: `useZodForm(schema)` gives react-hook-form with the spec's messages;
 * `submitWithToast` shows them all in one error toast. (The register modal's fields, as a demo: it
 * sits beside their schema, since a shared layer such as forms/ never imports a screen.)
 */
function RegisterFormDemo({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useZodForm(patientRegisterSchema, {
    defaultValues: {
      usu_cpf: '',
      usu_nome_usuario: '',
      usu_email: '',
      usu_telefone: '',
      usu_senha: '',
      usu_senha_confirmation: '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submitWithToast(form, onValid, { toToast: (m) => PATIENT_REGISTER_TOASTS[m] ?? m })}
      style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}
    >
      <TextField
        label="CPF"
        mask="cpf"
        {...form.register('usu_cpf')}
        error={errors.usu_cpf?.message}
      />
      <TextField
        label="Nome completo"
        filter={keepLettersAndSpaces}
        maxLength={45}
        {...form.register('usu_nome_usuario')}
        error={errors.usu_nome_usuario?.message}
      />
      <TextField
        label="E-mail"
        type="email"
        {...form.register('usu_email')}
        error={errors.usu_email?.message}
      />
      <TextField
        label="Telefone"
        mask="mobilePhone"
        {...form.register('usu_telefone')}
        error={errors.usu_telefone?.message}
      />
      <PasswordField
        id="senha"
        label="Senha"
        criteria="registration"
        {...form.register('usu_senha')}
        error={errors.usu_senha?.message}
      />
      <PasswordField
        id="confirmacao"
        label="Confirmação de senha"
        {...form.register('usu_senha_confirmation')}
        error={errors.usu_senha_confirmation?.message}
      />
      <Button type="submit">Cadastrar</Button>
    </form>
  );
}

const meta = {
  title: 'Fundamentos/Formulário (react-hook-form + zod)',
  component: RegisterFormDemo,
  args: { onValid: fn() },
} satisfies Meta<typeof RegisterFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting with problems: each field says what is wrong and one toast lists everything. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '11111111111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Jo');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByText('O CPF está inválido')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveValue('111.111.111-11');
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toBeInvalid();
    const alert = within(canvas.getByTestId('toast-announcer')).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Por favor, insira um CPF válido antes de prosseguir.'),
    );
    await expect(alert).toHaveTextContent(
      'O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.',
    );
    await expect(alert).toHaveTextContent('O email está inválido.');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, globals: atViewport('mobile360') };

/** A valid form reaches onValid with the schema's output (trimmed passwords). */
export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Maria da Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefone' }), '21987654321');
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'Senha@123 ');
    await userEvent.type(
      canvas.getByLabelText('Confirmação de senha', { selector: 'input' }),
      'Senha@123',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValid).toHaveBeenCalled());
    await expect((args.onValid as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      usu_cpf: '529.982.247-25',
      usu_senha: 'Senha@123',
    });
  },
};

function TermsDemo() {
  const form = useZodForm(termsSchema, { defaultValues: { accepted: false } });
  return (
    <form onSubmit={submitWithToast(form, () => undefined)}>
      <Controller
        control={form.control}
        name="accepted"
        render={({ field, fieldState }) => (
          <Checkbox
            checked={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            Li e concordo
          </Checkbox>
        )}
      />
      <Button type="submit">Aceitar</Button>
    </form>
  );
}

/** A react-aria control through react-hook-form's Controller. */
export const ControlledField: Story = {
  render: () => <TermsDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceitar' }));
    const box = canvas.getByRole('checkbox', { name: 'Li e concordo' });
    await waitFor(() => expect(box).toBeInvalid());
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeInvalid());
  },
};
