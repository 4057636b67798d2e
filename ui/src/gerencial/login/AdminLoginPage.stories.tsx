import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { expectToast } from '../../storybook/expectToast';
import { atViewport } from '../../storybook/viewports';
import { currentRoute } from '../../storybook/withRouter';
import { loggedOutAdmin, withAdmin } from '../storybook/GerencialStoryFrame';
import { AdminLoginPage } from './AdminLoginPage';

const meta = {
  title: 'Gerencial/Login (Administrador)',
  component: AdminLoginPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/', layout: false } },
  beforeEach: loggedOutAdmin,
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Administrador' with Login and Senha; the demo admin logs in and reaches /clientes/main. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Administrador' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Login/), DEMO.admin.login);
    await userEvent.type(
      canvas.getByLabelText(/^Senha/, { selector: 'input' }),
      DEMO.admin.password,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentRoute()).toBe('/main'), { timeout: 5000 });
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Both fields are required: each says so, and one toast lists them. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Campo Login é requerido')).toBeVisible();
    await expect(canvas.getByText('Campo Senha é requerido')).toBeVisible();
    await expectToast('Campo Login é requerido\nCampo Senha é requerido');
  },
};

/**
 * A wrong password on a fresh browser: the server's message, what was typed stays, and no word of
 * an expired session (there was none: the login's own 401 is not an expiry).
 */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Login/), DEMO.admin.login);
    await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), 'Errada@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expectToast('Login ou senha inválidos.');
    await expect(canvas.getByLabelText(/^Login/)).toHaveValue(DEMO.admin.login);
    await expect(currentRoute()).toBe('/');
    // The 401 hook ran before the toast: a notice it caused would be on the page by now.
    await expect(canvas.queryByText(/Sua sessão expirou/)).toBeNull();
  },
};

/** The backend is down: a clear message, nothing lost, and a second try works. */
export const Error: Story = {
  parameters: { scenarios: { loginClientUser: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Login/), DEMO.admin.login);
    await userEvent.type(
      canvas.getByLabelText(/^Senha/, { selector: 'input' }),
      DEMO.admin.password,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expectToast('Não foi possível entrar agora. Verifique a conexão e tente novamente.');
    await expect(canvas.getByLabelText(/^Login/)).toHaveValue(DEMO.admin.login);
  },
};

/** While the login is checked the button is busy, so a second click sends nothing. */
export const Loading: Story = {
  parameters: { scenarios: { loginClientUser: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Login/), DEMO.admin.login);
    await userEvent.type(
      canvas.getByLabelText(/^Senha/, { selector: 'input' }),
      DEMO.admin.password,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Busy, and still where the focus is (aria-disabled, not disabled).
    const enter = canvas.getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(enter).toHaveAttribute('aria-busy', 'true'));
    await expect(enter).toHaveAttribute('aria-disabled', 'true');
    await expect(enter).toHaveFocus();
  },
};
