import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atReflow, atViewport } from '../../storybook/viewports';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { currentRoute } from '../../storybook/withRouter';
import { loggedOutAdmin, loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { UnderDevelopmentPage } from './UnderDevelopmentPage';

function Screen() {
  return <UnderDevelopmentPage title="Importar informações Fila" />;
}

const meta = {
  title: 'Gerencial/Estrutura (cabeçalho e menu)',
  component: Screen,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/import' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MENU_ORDER = [
  'Início',
  'Importar informações Fila',
  'Gerenciar Usuários',
  'Gerenciar Usuários do App',
  'Solicitações de titulares (LGPD)',
  'Cadastrar Notícia',
  'RSS',
  'Enviar Notificação para Usuário',
  'Você ainda precisa?',
  'Chatbots (Blip Bot)',
  'Configurações',
];

/** The header names the client and the user; the side menu follows the spec, current page marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const header = within(canvas.getAllByRole('banner')[0]!);
    await expect(header.getByText('Prefeitura Municipal de Mesquita')).toBeVisible();
    await expect(header.getByText('Administrador Mesquita')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Menu do Portal Gerencial' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(MENU_ORDER);
    await expect(nav.getByText('Gerenciar Notícias')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Importar informações Fila' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('link', { name: 'Configurações' }));
    await waitFor(() => expect(currentRoute()).toBe('/configuracoes'));
  },
};

/** At 360 px the menu folds behind a labelled 'Menu' button (Esc closes it). */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menu do Portal Gerencial' })).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Menu do Portal Gerencial' });
    await expect(nav).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(within(nav).getByRole('link', { name: 'RSS' }));
    await waitFor(() => expect(currentRoute()).toBe('/rss'));
  },
};

export const Tablet: Story = { globals: atViewport('tablet768'), play: Mobile.play };

/** 320 px with text at 200 %: nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async () => expectNoHorizontalOverflow(),
};

/** 'Sair' ends the session and returns to the login (the clientes route). */
export const Logout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(currentRoute()).toBe('/'));
  },
};

/** Without a login token, a clientes.* address goes to the login. */
export const LoggedOut: Story = {
  beforeEach: loggedOutAdmin,
  play: async () => {
    await waitFor(() => expect(currentRoute()).toBe('/'));
  },
};
