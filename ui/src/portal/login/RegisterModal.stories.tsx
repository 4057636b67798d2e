import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atReflow, atViewport } from '../../storybook/viewports';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { expectToastClearOf } from '../../storybook/expectToastClearOf';
import { RegisterModal } from './RegisterModal';

const meta = {
  title: 'Portal/Entrar/Modal de cadastro',
  component: RegisterModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Cadastre-se' }));

/** A valid CPF no patient has, so the story can run again on a fresh mock backend. */
const FREE_CPF = '86288366757';

async function fill(values: Record<string, string>) {
  const d = dialog();
  for (const [label, value] of Object.entries(values)) {
    const field =
      label === 'Senha' || label === 'Confirmação de senha'
        ? d.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })
        : d.getByRole('textbox', { name: label });
    await userEvent.type(field, value);
  }
}

/** Every field with its mask; the live checklist follows the password. */
export const Default: Story = {
  play: async () => {
    await fill({ Telefone: '21987654321', Senha: 'abc' });
    await expect(dialog().getByRole('textbox', { name: 'Telefone' })).toHaveValue(
      '(21) 9 8765 - 4321',
    );
    await expect(dialog().getByText(/Ao menos 1 letra minúscula/)).toHaveTextContent('(atendido)');
    await expect(dialog().getByText(/Mínimo de 8 caracteres/)).toHaveTextContent('(não atendido)');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** 320 px with text at 200 %: the modal fits the screen and scrolls inside; close and fields reachable. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async () => {
    const modal = await within(document.body).findByRole('dialog');
    const box = modal.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog().getByRole('textbox', { name: 'Telefone' })).toBeInTheDocument();
    await expectNoHorizontalOverflow();
  },
};

/** The error toast of an invalid submit covers neither the close button nor the first field. */
const toastClearOfModal: Story['play'] = async () => {
  await fill({ CPF: '11111111111' });
  await userEvent.click(dialog().getByRole('button', { name: 'Cadastrar' }));
  await expect(await dialog().findByText('O CPF está inválido')).toBeVisible();
  await expectToastClearOf(
    dialog().getByRole('button', { name: 'Fechar' }),
    dialog().getByRole('textbox', { name: 'CPF' }),
    dialog().getByRole('button', { name: 'Cadastrar' }),
  );
};

export const ToastClearOfControls: Story = { play: toastClearOfModal };

export const ToastClearOfControlsMobile: Story = {
  globals: atViewport('mobile360'),
  play: toastClearOfModal,
};

/** Each invalid field says why, and one toast lists every problem in its toast wording. */
export const Invalid: Story = {
  play: async ({ args }) => {
    await fill({
      CPF: '11111111111',
      'Nome completo': 'Jo3',
      'E-mail': 'maria@',
      Telefone: '2198',
      Senha: 'fraca',
      'Confirmação de senha': 'outra',
    });
    await expect(dialog().getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Jo');
    await userEvent.click(dialog().getByRole('button', { name: 'Cadastrar' }));
    await expect(await dialog().findByText('O CPF está inválido')).toBeVisible();
    await expect(
      dialog().getByText('O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.'),
    ).toBeVisible();
    await expect(dialog().getByText('O email está inválido')).toBeVisible();
    await expect(dialog().getByText('O telefone está inválido')).toBeVisible();
    await expect(dialog().getByText('A senha está inválida.')).toBeVisible();
    await expect(dialog().getByText('As senhas não coincidem')).toBeVisible();
    await expectToast('Por favor, insira um CPF válido antes de prosseguir.');
    await expectToast('As senhas não coincidem.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Registered: 'Cadastro realizado com sucesso!' and the modal closes. */
export const Success: Story = {
  play: async ({ args }) => {
    await fill({
      CPF: FREE_CPF,
      'Nome completo': 'Carla Souza Lima',
      'E-mail': 'carla.lima@exemplo.com.br',
      Telefone: '21987654321',
      Senha: 'Segura@2026',
      'Confirmação de senha': 'Segura@2026',
    });
    await userEvent.click(dialog().getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Cadastro realizado com sucesso!', 'success');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The server refuses (a CPF already registered): its message in a toast; nothing typed is lost. */
export const Error: Story = {
  play: async ({ args }) => {
    await fill({
      CPF: '52998224725',
      'Nome completo': 'Maria Aparecida',
      'E-mail': 'maria@exemplo.com.br',
      Telefone: '21987654321',
      Senha: 'Segura@2026',
      'Confirmação de senha': 'Segura@2026',
    });
    await userEvent.click(dialog().getByRole('button', { name: 'Cadastrar' }));
    await expectToast('CPF já cadastrado.');
    await expect(dialog().getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'maria@exemplo.com.br',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The call is slow: Cadastrar is busy and Cancelar waits. */
export const Loading: Story = {
  ...Success,
  parameters: { scenarios: { registerUser: { delayMs: 60_000 } } },
  play: async () => {
    await fill({
      CPF: FREE_CPF,
      'Nome completo': 'Carla Souza Lima',
      'E-mail': 'carla.lima@exemplo.com.br',
      Telefone: '21987654321',
      Senha: 'Segura@2026',
      'Confirmação de senha': 'Segura@2026',
    });
    await userEvent.click(dialog().getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(dialog().getByRole('button', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
