import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { DEMO_GOOGLE_ACCOUNTS } from '../login/googleToken';
import { readSession } from '../session/session';
import { loginWithGoogle, withSessionClients } from '../storybook/decorators';
import { expectToast } from '../../storybook/expectToast';
import { CompleteCpfModal, type CompleteCpfModalProps } from './CompleteCpfModal';

/** The CompleteCpfModal of the patient logged in (in the story's beforeEach) through the mock backend. */
function CompleteCpfModalForSession(props: Omit<CompleteCpfModalProps, 'user'>) {
  return <CompleteCpfModal {...props} user={readSession()!.user} />;
}

const meta = {
  title: 'Portal/Minhas solicitações/Modal de CPF',
  component: CompleteCpfModalForSession,
  decorators: [withSessionClients],
  beforeEach: loginWithGoogle(DEMO_GOOGLE_ACCOUNTS[0]!),
  args: { open: true, onSaved: fn(), onLogout: fn() },
} satisfies Meta<typeof CompleteCpfModalForSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(
    within(document.body).getByRole('dialog', {
      name: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
    }),
  );

/**
 * Types into the CPF field. The dialog focused it on open; user-event loses track of the caret of
 * an element focused before it clicked (a real keyboard does not), so the field is blurred first.
 */
async function typeCpf(digits: string) {
  const cpf = dialog().getByRole('textbox', { name: 'CPF' });
  cpf.blur();
  await userEvent.type(cpf, digits);
  return cpf;
}

/** The CPF masked ### . ### . ### - ## (at most 20 characters), saved with Salvar. */
export const Default: Story = {
  play: async ({ args }) => {
    const cpf = await typeCpf('86288366757');
    await expect(cpf).toHaveAttribute('maxlength', '20');
    await expect(cpf).toHaveValue('862 . 883 . 667 - 57');
    await userEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await expectToast('Cadastro realizado com sucesso!', 'success');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect((args.onSaved as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      cpf: '86288366757',
    });
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** An invalid CPF: 'O CPF está inválido' inline and in a 3 s toast. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const cpf = await typeCpf('12345678900');
    await userEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('O CPF está inválido'));
    await expectToast('O CPF está inválido');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server refuses (the CPF belongs to another patient): its message. */
export const Conflict: Story = {
  play: async ({ args }) => {
    await typeCpf('52998224725');
    await userEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await expectToast('CPF já cadastrado.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** No answer at all: 'Erro ao salvar o CPF.'. */
export const Error: Story = {
  parameters: { scenarios: { updateUser: { kind: 'network' } } },
  play: async () => {
    await typeCpf('86288366757');
    await userEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await expectToast('Erro ao salvar o CPF.');
  },
};

/** Sair leaves instead (the requests need a CPF). */
export const Leave: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
