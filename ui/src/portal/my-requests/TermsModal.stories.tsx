import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { readSession } from '../session/session';
import { loginAs, withSessionClients } from '../storybook/decorators';
import { expectToast } from '../../storybook/expectToast';
import { TermsModal, type TermsModalProps } from './TermsModal';

/** The TermsModal of the patient logged in (in the story's beforeEach) through the mock backend. */
function TermsModalForSession(props: Omit<TermsModalProps, 'user'>) {
  return <TermsModal {...props} user={readSession()!.user} />;
}

const meta = {
  title: 'Portal/Minhas solicitações/Modal de termos',
  component: TermsModalForSession,
  decorators: [withSessionClients],
  beforeEach: loginAs(DEMO.firstVisit.cpf, DEMO.firstVisit.password),
  args: { open: true, onAccepted: fn(), onCancelled: fn(), clientName: 'Mesquita' },
} satisfies Meta<typeof TermsModalForSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(
    within(document.body).getByRole('dialog', { name: 'Política de Privacidade e Termos de Uso' }),
  );

async function scrollToEnd() {
  const text = dialog().getByRole('region', { name: /Texto da Política/ });
  text.scrollTop = text.scrollHeight;
  text.dispatchEvent(new Event('scroll'));
}

/** The agree box is enabled only after the text is scrolled to its end; Aceitar stores it. */
export const Default: Story = {
  play: async ({ args }) => {
    const box = dialog().getByRole('checkbox', { name: /Li e concordo/ });
    await expect(box).toBeDisabled();
    await expect(dialog().getByText(/Última atualização: 04\/12\/2024/)).toBeInTheDocument();
    await expect(dialog().getAllByText(/controlador/).length).toBeGreaterThan(0);
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await expectToast('A leitura e concordância dos Termos e Condições é obrigatória.');
    await scrollToEnd();
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await expectToast('Termos de Politíca e Privacidade aceitos com sucesso!', 'success');
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalled());
    await expect((args.onAccepted as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      hasAcceptedTerms: true,
    });
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Cancelar: the spec's error and the caller logs the patient out. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Cancelar' }));
    await expectToast(
      'Para continuar usando nosso sistema, você deve aceitar a política de privacidade!',
    );
    await expect(args.onCancelled).toHaveBeenCalled();
  },
};

/** Saving the acceptance fails: the server's message; the modal stays. */
export const Error: Story = {
  parameters: {
    scenarios: { updateUser: { kind: 'error', message: 'Não foi possível registrar o aceite.' } },
  },
  play: async ({ args }) => {
    await scrollToEnd();
    const box = dialog().getByRole('checkbox', { name: /Li e concordo/ });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await expectToast('Não foi possível registrar o aceite.');
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** While saving: Aceitar is busy. */
export const Loading: Story = {
  parameters: { scenarios: { updateUser: { delayMs: 60_000 } } },
  play: async () => {
    await scrollToEnd();
    const box = dialog().getByRole('checkbox', { name: /Li e concordo/ });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await waitFor(() =>
      expect(dialog().getByRole('button', { name: 'Aceitar' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
