import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { SearchByDocumentPage } from './SearchByDocumentPage';

const meta = {
  title: 'Móvel/Depois da redefinição de senha',
  component: SearchByDocumentPage,
  decorators: [withRouter('/searchbydocument')],
} satisfies Meta<typeof SearchByDocumentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a password reset ends: the next steps with the CPF and the new password. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acesso com seu CPF' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'entre no portal' })).toHaveAttribute(
      'href',
      '/usuarios',
    );
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
