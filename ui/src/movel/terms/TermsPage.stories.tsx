import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Móvel/Termos/Página',
  component: TermsPage,
  decorators: [withRouter('/movel/termos')],
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12 clauses and the sections of the policy; last updated 04/12/2024. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const clauses = canvas
      .getByRole('region', { name: 'Termos gerais de uso' })
      .querySelectorAll('li');
    await expect(clauses).toHaveLength(12);
    for (const section of [
      'Coleta de informações',
      'Política de privacidade',
      'Registro de dados',
      'Prestadores de serviço',
      'Segurança',
      'Alterações desta política',
      'Contato',
    ]) {
      await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Última atualização: 04/12/2024')).toBeVisible();
    await expect(canvas.getByText(/72 \(setenta e duas\) horas/)).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Opened directly, the back icon leads to the register page. */
export const Back: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(currentRoute()).toBe('/movel/register'));
  },
};
