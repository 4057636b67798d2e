import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { readSession } from '../session/session';
import { loggedOut, loginAs, withSessionClients } from '../storybook/decorators';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { PortalHeader } from './PortalHeader';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow } from '../../storybook/viewports';

const meta = {
  title: 'Portal/Layout/Cabeçalho',
  component: PortalHeader,
  // The app's API clients, carrying the stored patient's token (the unread count beside 'Avisos').
  decorators: [withSessionClients, withRouter('/solicitacoes')],
  beforeEach: async () => {
    // The lazy logout confirmation is fetched first, so a story times the header, not the server.
    await import('./LogoutModal');
    return loggedOut();
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logged out: 'Notícias', 'Buscar solicitações', 'Painel da fila' and 'Entrar'; the accessibility
 * controls.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Notícias', 'Buscar solicitações', 'Painel da fila', 'Entrar']);
    await expect(within(nav).getByRole('link', { name: 'Buscar solicitações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('group', { name: 'Acessibilidade' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Portal da Transparência' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-controls="menu-principal"]')).not.toBeVisible();
  },
};

/** Logged in: 'Minhas solicitações', 'Meus dados' and Sair, whose confirmation can be cancelled. */
export const LoggedIn: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  beforeEach: loginAs(DEMO.patient.cpf, DEMO.patient.password),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Minhas solicitações' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/meus-dados',
    );
    await expect(canvas.queryByRole('link', { name: 'Entrar' })).toBeNull();
    // 'Avisos' with the demo patient's unread count, read apart from the header.
    await expect(
      await canvas.findByRole('link', { name: /^Avisos\s*\(5 avisos não lidos\)$/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Gostaria de sair do Portal?' },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent('Ao sair será necessário fazer login novamente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(readSession()).not.toBeNull();
  },
};

/** Sair confirmed: the stored login is cleared and the patient goes to /usuarios. */
export const Logout: Story = {
  beforeEach: loginAs(DEMO.patient.cpf, DEMO.patient.password),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(currentRoute()).toBe('/usuarios'));
    await expect(readSession()).toBeNull();
  },
};

/** At 768 px and below the menu folds behind 'Menu' (Esc closes it). */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const nav = canvasElement.querySelector<HTMLElement>('#menu-principal')!;
    await expect(nav).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Painel da fila' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(nav).not.toBeVisible();
  },
};

/** At 768 px exactly the menu is still folded (the breakpoint is inclusive). */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** High contrast: the shield follows the theme (yellow on black), not the brand blue. */
export const HighContrast: Story = {
  globals: { contrast: 'high' },
  play: async ({ canvasElement }) => {
    const shield = canvasElement.querySelector('svg [data-part="escudo"]');
    await expect(shield).not.toBeNull();
    await expect(shield).toHaveAttribute('fill', '#ffff00');
  },
};

/** 320 px wide, text at 200 %: the name wraps, the Menu button stays on screen, nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expectNoHorizontalOverflow();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Buscar solicitações' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Painel da fila' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
