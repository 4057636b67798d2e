import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { PanelHome } from '../home/PanelHome';
import { PanelLayout } from '../layout/PanelLayout';
import { useApi } from '../../api/ApiProvider';
import { loginForStory, storedPanelSession, withPanel } from '../storybook/PanelStoryFrame';
import { PanelGate } from './PanelGate';

/** The story session's stored record (the story frame keeps it in memory storage). */
const sessionSnapshot = () => storedPanelSession();

/** What the provider API answers the movement log with this token. */
const logStatus = async (token: string) =>
  (
    await fetch('/api/teleconsult/get-log', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ curPage: 1, limit: 1, whereKey: null }),
    })
  ).status;

/** The gated home, with a button that makes one provider API call through the panel's client. */
function GatedHomeWithCall() {
  const { panel } = useApi();
  return (
    <PanelLayout>
      <PanelGate>
        <button
          type="button"
          onClick={() => void panel.POST('/api/rooms/get-report-rooms').catch(() => undefined)}
        >
          Fazer uma chamada do painel
        </button>
        <PanelHome />
      </PanelGate>
    </PanelLayout>
  );
}

function GatedHome() {
  return (
    <PanelLayout>
      <PanelGate>
        <PanelHome />
      </PanelGate>
    </PanelLayout>
  );
}

const meta = {
  title: 'Painel/Acesso (login)',
  component: GatedHome,
  decorators: [withPanel],
  parameters: { layout: 'fullscreen', panel: { loggedIn: false } },
} satisfies Meta<typeof GatedHome>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
// The login form is a lazy chunk: the first story may wait for it.
const dialog = () => body().findByRole('dialog', { name: 'Acesso ao painel' }, { timeout: 5_000 });

/** Not logged in: the modal covers the panel; the right pair (checked by the API) opens it. */
export const Default: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
    await userEvent.type(modal.getByLabelText(/^Login/), `  ${DEMO.panel.login}  `);
    await userEvent.type(modal.getByLabelText(/^Senha/), DEMO.panel.password);
    await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await body().findAllByRole('link', { name: /^Acessar/ })).toHaveLength(6);
  },
};

/** Both fields are required (blank ones count as empty after trimming). */
export const MissingFields: Story = {
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByLabelText(/^Login/), '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
    await expect(await modal.findByText('Informe os dados para realizar o acesso')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(modal.getByLabelText(/^Senha/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong pair: the API says no; what was typed stays in the fields. */
export const WrongPassword: Story = {
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByLabelText(/^Login/), DEMO.panel.login);
    await userEvent.type(modal.getByLabelText(/^Senha/), 'senha-errada');
    await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
    await expect(await modal.findByText('Login ou Senha incorretos')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(modal.getByLabelText(/^Login/)).toHaveValue(DEMO.panel.login);
    await expect(modal.getByLabelText(/^Senha/)).toHaveValue('senha-errada');
    // No session existed: the refused login is not said to be an expired session.
    await expect(modal.queryByText('Sua sessão expirou. Entre novamente.')).toBeNull();
  },
};

/** The login call is slow: the button is busy meanwhile. */
export const Loading: Story = {
  parameters: { scenarios: { panelLogin: { delayMs: 60_000 } } },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByLabelText(/^Login/), DEMO.panel.login);
    await userEvent.type(modal.getByLabelText(/^Senha/), DEMO.panel.password);
    await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(modal.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The provider API fails: its message is shown and the operator can try again. */
export const Error: Story = {
  parameters: {
    scenarios: { panelLogin: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByLabelText(/^Login/), DEMO.panel.login);
    await userEvent.type(modal.getByLabelText(/^Senha/), DEMO.panel.password);
    await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
    await expect(await modal.findByText('Erro interno no servidor.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(modal.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

export const Mobile: Story = { ...MissingFields, globals: atViewport('mobile360') };

/**
 * Logged in, 'Sair' asks the server to end the session and the modal comes back (without saying
 * the session expired); the old token is refused from then on.
 */
export const LoggedIn: Story = {
  parameters: { panel: { loggedIn: true } },
  beforeEach: loginForStory(DEMO.panel),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Acessar/ })).toHaveLength(6);
    const token = JSON.parse(sessionSnapshot() ?? '{}').token as string;
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const modal = within(await dialog());
    await expect(modal.queryByText('Sua sessão expirou. Entre novamente.')).toBeNull();
    await waitFor(async () => expect(await logStatus(token)).toBe(401));
  },
};

/** The server ends the session mid-use (a 401): the modal says the session expired. */
export const SessionExpired: Story = {
  parameters: { panel: { loggedIn: true } },
  beforeEach: loginForStory(DEMO.panel),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Acessar/ })).toHaveLength(6);
    const token = JSON.parse(sessionSnapshot() ?? '{}').token as string;
    await fetch('/api/panel/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    // The next call of this panel gets a 401.
    await userEvent.click(canvas.getByRole('button', { name: 'Fazer uma chamada do painel' }));
    const modal = within(await dialog());
    await expect(await modal.findByText('Sua sessão expirou. Entre novamente.')).toHaveAttribute(
      'role',
      'alert',
    );
  },
  render: () => <GatedHomeWithCall />,
};

/** 'Sair' when the server cannot be reached: logged out here, and told the server did not confirm. */
export const LogoutUnconfirmed: Story = {
  parameters: { panel: { loggedIn: true }, scenarios: { panelLogout: { kind: 'network' } } },
  beforeEach: loginForStory(DEMO.panel),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Acessar/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(await dialog()).toBeVisible();
    await expect(
      await body().findByText(
        'Você saiu do painel neste navegador, mas o servidor não confirmou o fim da sessão.',
      ),
    ).toBeVisible();
  },
};
