import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_PORTAL_CONFIG, PortalConfigProvider } from '../../app/portalConfig';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { HomeLayout } from '../layout/Layouts';
import { AccessibilityPage } from './AccessibilityPage';

const meta = {
  title: 'Portal/Acessibilidade',
  component: AccessibilityPage,
  decorators: [withRouter('/acessibilidade')],
} satisfies Meta<typeof AccessibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The symbol, the four shortcuts, the display controls, VLibras (off here) and how to report. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
    // The symbol is an image with its text alternative (LBI art. 63).
    await expect(canvas.getByRole('img', { name: 'Símbolo de acessibilidade' })).toBeVisible();
    const shortcuts = canvas.getByRole('table', { name: 'Atalhos de teclado' });
    const rows = within(shortcuts).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent?.slice(0, 7))).toEqual([
      'Alt + 1',
      'Alt + 2',
      'Alt + 3',
      'Alt + 4',
    ]);
    await expect(rows[0]).toHaveTextContent('conteúdo principal');
    await expect(canvas.getByText('Alto contraste', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText(/aumenta o texto até 150 %/)).toBeVisible();
    await expect(canvas.getByText(/não está ativado aqui/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Como relatar uma barreira' })).toBeVisible();
    await expect(canvas.getByText(/Ouvidoria da prefeitura/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'href',
      '/movel/register',
    );
  },
};

/** A build with VLibras on (VITE_VLIBRAS=on): the page says where its button is. */
export const VLibrasOn: Story = {
  decorators: [
    (Story) => (
      <PortalConfigProvider config={{ ...DEFAULT_PORTAL_CONFIG, vlibras: 'on' }}>
        <Story />
      </PortalConfigProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Neste portal o VLibras está ativado/)).toBeVisible();
    await expect(canvas.queryByText(/não está ativado aqui/)).toBeNull();
  },
};

/** At 360 px, in the portal's frame: the footer links the page, with the symbol. */
export const Mobile: Story = {
  render: () => (
    <HomeLayout>
      <AccessibilityPage />
    </HomeLayout>
  ),
  globals: atViewport('mobile360'),
  parameters: { layout: 'fullscreen' },
  play: async (context) => {
    await Default.play!(context);
    const footer = context.canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Acessibilidade' })).toHaveAttribute(
      'href',
      '/acessibilidade',
    );
    await expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 % (WCAG 1.4.10): the shortcuts' table wraps instead of widening. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Atalhos de teclado' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
