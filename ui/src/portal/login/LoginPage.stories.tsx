import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { readSession } from '../session/session';
import { loggedOut, withSessionClients } from '../storybook/decorators';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { expectToast } from '../../storybook/expectToast';
import { expectToastClearOf } from '../../storybook/expectToastClearOf';
import { PortalHeader } from '../layout/PortalHeader';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Portal/Entrar/Página',
  component: LoginPage,
  decorators: [withSessionClients, withRouter('/usuarios')],
  beforeEach: async () => {
    // The lazy dialogs are fetched first, so a story times the screen, not the dev server.
    await Promise.all([import('./OfflineGoogleDialog'), import('./RegisterModal')]);
    return loggedOut();
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cpfField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'CPF' });
const passwordField = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText('Senha', { selector: 'input' });

/** CPF (###.###.###-##) and password with show/hide; the demo patient logs in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), DEMO.patient.cpf);
    await expect(cpfField(canvas)).toHaveValue('529.982.247-25');
    await expect(cpfField(canvas)).toHaveAttribute('maxlength', '14');
    await userEvent.type(passwordField(canvas), DEMO.patient.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(passwordField(canvas)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentRoute()).toBe('/minhas-solicitacoes'));
    await expect(readSession()?.user.name).toBe(DEMO.patient.name);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Empty fields: 'CPF não informado.' and 'Senha não informada.'. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('CPF não informado.')).toBeVisible();
    await expect(canvas.getByText('Senha não informada.')).toBeVisible();
    await expectToast('CPF não informado.');
  },
};

/** A valid CPF and no password: toast 'Senha não informada.', both fields marked. */
export const PasswordMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), DEMO.patient.cpf);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expectToast('Senha não informada.');
    await waitFor(() =>
      expect(cpfField(canvas)).toHaveAccessibleDescription('CPF e/ou senha inválidos.'),
    );
    await expect(passwordField(canvas)).toHaveAccessibleDescription('CPF e/ou senha inválidos.');
    // Nothing typed is lost.
    await expect(cpfField(canvas)).toHaveValue('529.982.247-25');
  },
};

/** An invalid CPF: 'CPF e/ou senha inválidos.'. */
export const InvalidCpf: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), '11111111111');
    await userEvent.type(passwordField(canvas), 'qualquer');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(cpfField(canvas)).toHaveAccessibleDescription('CPF e/ou senha inválidos.'),
    );
    await expectToast('CPF e/ou senha inválidos.');
  },
};

/** The server refuses ('CPF não cadastrado.'): toast with its message, both fields marked. */
export const NotRegistered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), '86288366757');
    await userEvent.type(passwordField(canvas), 'Senha@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expectToast('CPF não cadastrado.');
    await waitFor(() =>
      expect(cpfField(canvas)).toHaveAccessibleDescription('CPF e/ou senha inválidos.'),
    );
    await expect(passwordField(canvas)).toHaveAccessibleDescription('CPF e/ou senha inválidos.');
    await expect(cpfField(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The call fails: 'Ocorreu um erro inesperado.' unless the server says more. */
export const Error: Story = {
  parameters: { scenarios: { loginUser: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), DEMO.patient.cpf);
    await userEvent.type(passwordField(canvas), DEMO.patient.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expectToast('Ocorreu um erro inesperado.');
    await expect(currentRoute()).toBe('/usuarios');
  },
};

/** The login is slow: 'Entrar' is busy. */
export const Loading: Story = {
  parameters: { scenarios: { loginUser: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.type(cpfField(canvas), DEMO.patient.cpf);
    await userEvent.type(passwordField(canvas), DEMO.patient.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Google sign-in through the sandbox's stand-in: pick the demo account. */
export const Google: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com o Google' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Escolha uma conta do Google',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /Ana Beatriz Google Rocha/ }));
    await waitFor(() => expect(currentRoute()).toBe('/minhas-solicitacoes'));
    await expect(readSession()?.user).toMatchObject({ cpf: null, image: DEMO.google.picture });
  },
};

/** A Google login failure is only logged (spec): the page stays. */
export const GoogleError: Story = {
  parameters: { scenarios: { loginUserGoogle: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com o Google' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Ana Beatriz/ }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(currentRoute()).toBe('/usuarios');
    await expect(readSession()).toBeNull();
  },
};

/**
 * A Google e-mail that already has a CPF account (the demo patient's): never linked by e-mail, the
 * server refuses it (409) and the page says why, with no session.
 */
export const GoogleAccountExists: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com o Google' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Maria Aparecida');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^E-mail/ }),
      'maria.aparecida@exemplo.com.br',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar com esta conta' }));
    await expectToast('Já existe um cadastro com este e-mail. Entre com CPF e senha.');
    await expect(currentRoute()).toBe('/usuarios');
    await expect(readSession()).toBeNull();
  },
};

/**
 * With the page header above it: a failed login's toast covers neither the header's controls
 * (menu, accessibility) nor the form's fields (top right below the header on a wide screen, at the
 * bottom on a phone).
 */
const toastClearOfPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  await expect(await canvas.findAllByText('CPF não informado.')).not.toHaveLength(0);
  const header = canvasElement.querySelector('header')!;
  await expectToastClearOf(
    ...header.querySelectorAll('a, button'),
    cpfField(canvas),
    passwordField(canvas),
  );
};

const WithHeader = () => (
  <>
    <PortalHeader />
    <main>
      <LoginPage />
    </main>
  </>
);

export const ToastClearOfPage: Story = { render: WithHeader, play: toastClearOfPage };

export const ToastClearOfPageMobile: Story = {
  render: WithHeader,
  globals: atViewport('mobile360'),
  play: toastClearOfPage,
};
