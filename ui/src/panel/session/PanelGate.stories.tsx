import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { PanelHome } from '../home/PanelHome';
import { PanelLayout } from '../layout/PanelLayout';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { PanelGate } from './PanelGate';

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

/** Logged in, 'Sair' ends the session and the modal comes back. */
export const LoggedIn: Story = {
  parameters: { panel: { loggedIn: true } },
  beforeEach: loginForStory(DEMO.panel),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Acessar/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(await dialog()).toBeVisible();
  },
};
