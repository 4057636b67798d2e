import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { expectToast } from '../../storybook/expectToast';
import { PasswordResetPage } from './PasswordResetPage';

const meta = {
  title: 'Móvel/Redefinir senha/Página',
  component: PasswordResetPage,
  decorators: [
    withRouter(`/movel/redefinir-senha/${DEMO.resetHash}`, '/movel/redefinir-senha/:hash'),
  ],
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(/^Nova senha/, { selector: 'input' });
const confirmation = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(/^Confirme a nova senha/, { selector: 'input' });

/** The new password with its requirements, then /searchbydocument. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The page header (the layout) carries the portal's mark: the card does not repeat it.
    await expect(canvas.queryByText('Portal da Transparência')).toBeNull();
    await userEvent.type(newPassword(canvas), 'Nova@2026');
    await expect(
      canvas.getByText(/Ao menos 1 caractere especial \(@ \$ ! % \* \? &\)/),
    ).toHaveTextContent('(atendido)');
    await userEvent.type(confirmation(canvas), 'Nova@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expectToast('Senha atualizada com sucesso!', 'success');
    await waitFor(() => expect(currentRoute()).toBe('/searchbydocument'));
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** The Pleni variant of the page. */
export const Pleni: Story = {
  args: { brand: 'pleni' },
  parameters: {
    route: {
      address: `/movel/redefinir-senha-pleni/${DEMO.resetHash}`,
      pattern: '/movel/redefinir-senha-pleni/:hash',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Redefinir senha do Pleni' })).toBeVisible();
    await expect(canvas.getByText('Pleni')).toBeVisible();
  },
};

/** The requirements and the confirmation are checked before anything is sent. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(newPassword(canvas), 'Nova#2026');
    await userEvent.type(confirmation(canvas), 'Outra@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(newPassword(canvas)).toHaveAccessibleDescription(
        'Os requisitos para a nova senha não foram satisfeitos.',
      ),
    );
    await expect(confirmation(canvas)).toHaveAccessibleDescription('Senhas devem ser Idênticas');
    await expectToast('Os requisitos para a nova senha não foram satisfeitos.');
  },
};

/** An unknown, used or expired link is said as the page opens, before anything is typed. */
export const ExpiredLink: Story = {
  parameters: { route: { address: '/movel/redefinir-senha/link-vencido' } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('Link de redefinição inválido ou expirado.');
    // Announced as it appears.
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryByLabelText(/^Nova senha/, { selector: 'input' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Voltar ao Portal da Transparência' }),
    ).toHaveAttribute('href', '/');
  },
};

/**
 * When the link could not be checked on arrival (no answer), the form is offered and the save
 * says what the server says: the server's message as an error toast; the page stays.
 */
export const InvalidLinkOnSave: Story = {
  parameters: {
    route: { address: '/movel/redefinir-senha/link-vencido' },
    scenarios: { PasswordResetLink: { kind: 'network' } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(newPassword(canvas), 'Nova@2026');
    await userEvent.type(confirmation(canvas), 'Nova@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expectToast('Link de redefinição inválido ou expirado.');
    await expect(currentRoute()).toBe('/movel/redefinir-senha/link-vencido');
  },
};

/** No answer: 'Falha ao atualizar senha.'. */
export const Error: Story = {
  parameters: { scenarios: { PasswordReset: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await userEvent.type(newPassword(canvas), 'Nova@2026');
    await userEvent.type(confirmation(canvas), 'Nova@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expectToast('Falha ao atualizar senha.');
  },
};

/** Saving: the button is busy. */
export const Loading: Story = {
  parameters: { scenarios: { PasswordReset: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.type(newPassword(canvas), 'Nova@2026');
    await userEvent.type(confirmation(canvas), 'Nova@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Salvar nova senha' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
