import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { loggedOut } from '../storybook/decorators';
import { withRouter } from '../../storybook/withRouter';
import { expectToast } from '../../storybook/expectToast';
import { useCurrentCity } from './city';
import { HomeLayout, QueueLayout } from './Layouts';
import { MobileLayout } from './MobileLayout';
import { NotFoundPage } from './NotFoundPage';

function CityName() {
  const city = useCurrentCity();
  return <p>Cidade atual: {city?.client?.cli_nome ?? city?.status}</p>;
}

const meta = {
  title: 'Portal/Layout/Layouts',
  component: HomeLayout,
  decorators: [withRouter('/')],
  beforeEach: async () => {
    await import('./city');
    return loggedOut();
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home (/): header, the page and the footer ('© 2024' and the version). */
export const Home: Story = {
  render: () => (
    <HomeLayout>
      <h1>Notícias</h1>
    </HomeLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Notícias');
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2024 Portal da Transparência');
    await expect(footer).toHaveTextContent('Versão storybook');
    // The skip links come first, and lead to the main content, the menu, the footer and the
    // accessibility page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ir para o conteúdo [1]' })).toHaveFocus();
    const skip = canvas.getByRole('navigation', { name: 'Atalhos' });
    await expect(
      within(skip)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Ir para o conteúdo [1]',
      'Ir para o menu [2]',
      'Ir para o rodapé [4]',
      'Acessibilidade',
    ]);
    await expect(within(footer).getByRole('link', { name: 'Acessibilidade' })).toHaveAttribute(
      'href',
      '/acessibilidade',
    );
    await expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  },
};

/** The queue layout with the build's city. */
export const Queue: Story = {
  render: () => (
    <QueueLayout>
      <CityName />
    </QueueLayout>
  ),
  parameters: { route: { address: '/solicitacoes', pattern: '/solicitacoes' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Cidade atual: Prefeitura Municipal de Mesquita'),
    ).toBeVisible();
  },
};

/** ?municipio= names no client: 'Município inválido! Selecione um novo Múnicipio' (5 s). */
export const InvalidMunicipio: Story = {
  ...Queue,
  parameters: { route: { address: '/solicitacoes?municipio=0000000', pattern: '/solicitacoes' } },
  play: async ({ canvas }) => {
    await expectToast('Município inválido! Selecione um novo Múnicipio');
    await expect(
      await canvas.findByText('Cidade atual: Prefeitura Municipal de Mesquita'),
    ).toBeVisible();
  },
};

/** The mobile layout (/movel/…): no portal menu; the privacy policy in the footer. */
export const Mobile: Story = {
  render: () => (
    <MobileLayout>
      <h1>Página do aplicativo</h1>
    </MobileLayout>
  ),
  globals: atViewport('mobile360'),
  parameters: { route: { address: '/movel/register', pattern: '/movel/register' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    // No menu to skip to: content, footer and the accessibility page.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Atalhos' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ir para o conteúdo [1]', 'Ir para o rodapé [4]', 'Acessibilidade']);
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', {
        name: 'Políticas de Privacidade',
      }),
    ).toHaveAttribute('href', '/movel/termos');
  },
};

/** The mobile layout on a desktop: the accessibility controls at the end of the header row. */
export const MobileOnDesktop: Story = {
  ...Mobile,
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const row = header.firstElementChild!.getBoundingClientRect();
    const controls = within(header).getByRole('group', { name: 'Acessibilidade' });
    const box = controls.getBoundingClientRect();
    // Flush with the row's end (its padding aside), not floating mid-header.
    await expect(row.right - box.right).toBeLessThan(40);
  },
};

/** An address the portal does not have. */
export const NotFound: Story = {
  render: () => (
    <QueueLayout>
      <NotFoundPage />
    </QueueLayout>
  ),
  parameters: { route: { address: '/nada-aqui', pattern: '/nada-aqui' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  },
};
