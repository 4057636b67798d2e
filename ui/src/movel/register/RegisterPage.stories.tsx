import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { expectToast } from '../../storybook/expectToast';
import { RegisterPage } from './RegisterPage';
import { pngFile } from '../../storybook/pngFile';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow } from '../../storybook/viewports';

const meta = {
  title: 'Móvel/Cadastro/Página',
  component: RegisterPage,
  decorators: [withRouter('/movel/register')],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** A valid CPF no app user has (the mock backend starts from the seed in every story). */
const FREE_CPF = '86288366757';

const png = (name: string, kb = 10, type = 'image/png') => pngFile(name, kb * 1024, type);

async function typeInto(label: string, value: string) {
  await userEvent.type(body().getByRole('textbox', { name: label }), value);
}

async function pick(label: string, option: string) {
  await userEvent.click(body().getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

async function upload(canvasElement: HTMLElement, ...files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  // As a drop would: files the picker's accept filter would hide still reach the checks.
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

async function fillRegister(canvasElement: HTMLElement, cpf = FREE_CPF) {
  // A refused file first: its message must not outlive the reset after a success.
  await upload(canvasElement, png('grande.png', 201));
  await typeInto('Nome', "Carla D'Ávila-Lima");
  await typeInto('E-mail', 'carla.lima@exemplo.com.br');
  await typeInto('Telefone', '21987654321');
  await typeInto('CPF', cpf);
  await typeInto('Data de Nascimento', '14031980');
  await typeInto('Nome da mãe', 'Rita Souza');
  await typeInto('CNS', '898001234567891');
  await typeInto('CEP', '26553000');
  await pick('Estado civil', 'Casado(a)');
  await pick('Dependentes', 'Nenhum');
  await userEvent.type(body().getByLabelText(/^Senha/, { selector: 'input' }), 'Segura@2026');
  await userEvent.type(
    body().getByLabelText(/^Confirmação de senha/, { selector: 'input' }),
    'Segura@2026',
  );
  await upload(canvasElement, png('documento.png'));
}

/** The banner with the download badge, the register form and the way back to the portal. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Faça seu cadastro e acesse nosso aplicativo.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Cadastro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: 'Voltar ao Portal da Transparência' }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('textbox', { name: 'Data de Nascimento' })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/**
 * Checked like a registry would (and as the backend checks): CNS check digits, an 8-digit CEP, a
 * birth date within 130 years, an e-mail of at most 254 characters, names of letters. Nothing is
 * sent: no 'Tudo certo!'.
 */
export const RegistryRules: Story = {
  play: async ({ canvasElement, canvas }) => {
    await fillRegister(canvasElement);
    const replace = async (label: string, value: string) => {
      const field = canvas.getByRole('textbox', { name: label });
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste(value);
    };
    await replace('CNS', '12345');
    await replace('CEP', '26000');
    await replace('Data de Nascimento', '01011800');
    await replace('Nome', '<img src=x onerror=alert(1)>');
    await replace('E-mail', `${'a'.repeat(6000)}@exemplo.com.br`);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    for (const [label, message] of [
      ['CNS', 'CNS Inválido'],
      ['CEP', 'CEP Inválido'],
      ['Data de Nascimento', 'Data de Nascimento inválida'],
      ['Nome', 'Nome Inválido'],
      ['E-mail', 'Email Inválido'],
    ] as const) {
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription(message),
      );
    }
    await expect(body().queryByRole('dialog', { name: 'Tudo certo!' })).toBeNull();
  },
};

/** Every field is required; messages inline and joined in a toast. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await typeInto('E-mail', 'carla@');
    await typeInto('CPF', '11111111111');
    await typeInto('Data de Nascimento', '31022000');
    await typeInto('Telefone', '2198');
    await userEvent.type(body().getByLabelText(/^Senha/, { selector: 'input' }), 'Segura@2026');
    await userEvent.type(
      body().getByLabelText(/^Confirmação de senha/, { selector: 'input' }),
      'Outra@2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
        'Campo Nome é requerido',
      ),
    );
    for (const [label, message] of [
      ['E-mail', 'Email Inválido'],
      ['CPF', 'CPF Inválido'],
      ['Data de Nascimento', 'Data de Nascimento inválida'],
      ['Telefone', 'Telefone inválido'],
    ] as const) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
        message,
      );
    }
    await expect(canvas.getByText('Senhas devem ser Idênticas')).toBeVisible();
    await expect(canvas.getAllByText('A imagem é requerida').length).toBeGreaterThan(0);
    await expectToast('Email Inválido');
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('carla@');
  },
};

/** Images: jpeg or png, 200 kB each, at most 4. */
export const Images: Story = {
  play: async ({ canvas, canvasElement }) => {
    const problem = (text: string) =>
      waitFor(() => expect(canvasElement.querySelector('[id$="-erro"]')).toHaveTextContent(text));
    await upload(canvasElement, png('animacao.gif', 5, 'image/gif'));
    await problem('Formato Inválido! Formato(s) Válido(s): jpeg,png.');
    await upload(canvasElement, png('grande.png', 201));
    await problem('O arquivo deve ser menor do que 200 kB');
    await expectToast('O arquivo deve ser menor do que 200 kB');
    await upload(
      canvasElement,
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
      png('5.png'),
    );
    await problem('Máximo de 4 arquivos permitido.');
    await upload(canvasElement, png('frente.png'), png('verso.jpg', 10, 'image/jpeg'));
    // The files are read (by content) before they are listed: wait for the list.
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Arquivos selecionados' })).toHaveTextContent(
        /frente\.png.*verso\.jpg/,
      ),
    );
  },
};

/** A complete registration: 'Tudo certo!' and the form starts again. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillRegister(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await body().findByRole('dialog', { name: 'Tudo certo!' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    // Everything beside the fields starts again too: the checklist and the picker's messages.
    const checklist = canvas.getByRole('list', { name: 'Requisitos da senha' });
    await waitFor(() => expect(checklist).not.toHaveTextContent('(atendido)'));
    await expect(canvasElement.querySelector('[id$="-erro"]')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
    // The lists the user left (Estado civil, Dependentes) are untouched again: no required message.
    await expect(canvas.queryByText(/^Campo .* é requerido$/)).toBeNull();
  },
};

/** The server refuses (a CPF already registered): 'Oops...' with its first message. */
export const Error: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillRegister(canvasElement, '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await body().findByRole('dialog', { name: 'Oops...' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('CPF já cadastrado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue("Carla D'Ávila-Lima");
  },
};

/** The register call is slow: Cadastrar is busy. */
export const Loading: Story = {
  parameters: { scenarios: { CreateUser: { delayMs: 60_000 } } },
  play: async ({ canvas, canvasElement }) => {
    await fillRegister(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The civil states cannot be loaded: the field says so and offers a retry. */
export const ChoicesError: Story = {
  parameters: { scenarios: { SearchCivilStates: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Não foi possível carregar as opções/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

async function fillContact(description = 'Gostaria de saber como usar o aplicativo.') {
  await typeInto('Nome', 'Carla Souza Lima');
  await typeInto('E-mail', 'carla.lima@exemplo.com.br');
  await typeInto('Telefone', '2134567890');
  await typeInto('Descrição', description);
}

/** Switching to Fale Conosco and back keeps what was typed in each form. */
export const SwitchKeepsTyping: Story = {
  play: async ({ canvas }) => {
    await typeInto('Nome', 'Carla Souza');
    await typeInto('E-mail', 'carla@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Fale Conosco' }));
    await typeInto('Descrição', 'Dúvida sobre o aplicativo');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastro' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla Souza');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'carla@exemplo.com.br',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fale Conosco' }));
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
      'Dúvida sobre o aplicativo',
    );
  },
};

/** 'Fale Conosco': the contact form instead of the register form. */
export const Contact: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fale Conosco' }));
    await expect(canvas.getByRole('heading', { name: 'Fale Conosco' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAttribute(
      'maxlength',
      '90',
    );
    await fillContact();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const dialog = await body().findByRole('dialog', { name: 'Tudo certo!' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    await waitFor(() => expect(canvas.getByText('0/90 caracteres')).toBeVisible());
  },
};

/** Contact validation: all required, e-mail and phone checked, description 3 to 140. */
export const ContactValidation: Story = {
  args: { initial: 'contact' },
  play: async ({ canvas }) => {
    await typeInto('E-mail', 'carla');
    await typeInto('Descrição', 'Oi');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
        /O Campo deve possuir no mínimo 3 e no máximo 140 caracteres\./,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Campo Nome é requerido',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Email Inválido',
    );
  },
};

/** The contact fails: 'Oops... Algo deu errado…' and the contact form stays with what was typed. */
export const ContactError: Story = {
  args: { initial: 'contact' },
  parameters: { scenarios: { CreateTalkToUs: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await fillContact();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const dialog = await body().findByRole('dialog', { name: 'Oops...' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(
      'Oops... Algo deu errado, por favor tente outro meio de contato.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(canvas.getByRole('heading', { name: 'Fale Conosco' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla Souza Lima');
  },
};

/** /movel/register at 320 px with text at 200 %: banner, switcher and form reflow. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fale Conosco' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
