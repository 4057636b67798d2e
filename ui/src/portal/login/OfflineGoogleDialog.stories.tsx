import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { requestStandInToken } from './googleToken';
import { OfflineGoogleDialog } from './OfflineGoogleDialog';

const meta = {
  title: 'Portal/Entrar/Login Google (sandbox)',
  component: OfflineGoogleDialog,
  args: { open: true, onClose: fn(), onPick: fn() },
} satisfies Meta<typeof OfflineGoogleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'Escolha uma conta do Google' }));

/** The sandbox's demo Google account, as the seed has it. */
export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: new RegExp(DEMO.google.name) }));
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ sub: DEMO.google.sub, email: DEMO.google.email }),
    );
    // The mock backend signs the account picked: a compact JWT (header.claims.signature).
    const token = await requestStandInToken(
      (args.onPick as ReturnType<typeof fn>).mock.calls[0]![0],
    );
    await expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Another account: name and e-mail are checked before signing in. */
export const OtherAccount: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Continuar com esta conta' }));
    await expect(await dialog().findByText('O nome está inválido')).toBeVisible();
    await expect(dialog().getByText('O email está inválido')).toBeVisible();
    await userEvent.type(dialog().getByRole('textbox', { name: 'Nome' }), 'Lúcia Prado');
    await userEvent.type(dialog().getByRole('textbox', { name: 'E-mail' }), 'Lucia@Exemplo.com.br');
    await userEvent.click(dialog().getByRole('button', { name: 'Continuar com esta conta' }));
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith({
        sub: 'offline-lucia@exemplo.com.br',
        email: 'lucia@exemplo.com.br',
        name: 'Lúcia Prado',
        picture: '',
      }),
    );
  },
};
