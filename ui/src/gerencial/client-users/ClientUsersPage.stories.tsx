import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { spyRequests } from '../../storybook/spyRequests';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { ClientUsersPage } from './ClientUsersPage';

const meta = {
  title: 'Gerencial/Gerenciar Usuários',
  component: ClientUsersPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/client-user' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof ClientUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const T = { timeout: 5_000 };
const PASSWORD = 'Senha@123';
const SELF = 'Administrador Mesquita';

const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Nome/ });
const loginField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Login/ });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A user's button in the list: its name, then its login. */
const userButton = (canvas: Canvas, name: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${escape(name)} login: `) });
const findUserButton = (canvas: Canvas, name: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${escape(name)} login: `) }, T);
const password = (canvas: Canvas) => canvas.getByLabelText(/^Senha/, { selector: 'input' });
const confirmation = (canvas: Canvas) =>
  canvas.getByLabelText(/^Confirmar senha/, { selector: 'input' });

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openSearch(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Usuário' }));
  return canvas.findByRole('list', { name: 'Usuários do cliente' }, T);
}
const listedNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Usuários do cliente' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.name')?.textContent);
const details = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Detalhes' }));
/** The focus reaches the 'Detalhes' heading (the page moves it there on the next frame). */
const detailsFocused = (canvas: Canvas) =>
  waitFor(() =>
    expect(canvas.getByRole('region', { name: 'Detalhes' }).querySelector('h2')).toHaveFocus(),
  );

/**
 * Opens a user's details and waits for them as a person does: the page moves the focus to the
 * 'Detalhes' heading on the next frame. In the visual review a play function once emptied Nome,
 * pasted the new name and pressed Atualizar, and Nome was empty ('O nome está inválido', the page
 * kept in .reports/visual/replayed/): the paste had gone elsewhere, and that frame's focus move is
 * the only thing here that takes the focus from Nome.
 */
async function chooseUser(canvas: Canvas, name: string) {
  await userEvent.click(userButton(canvas, name));
  await detailsFocused(canvas);
  return details(canvas);
}

/** Create mode: Nome and Login, each with its rule, Senha with its checklist, Confirmar senha. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cadastrar Usuário' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(nameField(canvas)).toBeVisible();
    await expect(nameField(canvas)).toHaveAccessibleDescription(
      'Somente letras e espaços, de 3 a 45 caracteres.',
    );
    await expect(loginField(canvas)).toBeVisible();
    await expect(loginField(canvas)).toHaveAccessibleDescription(
      /letras minúsculas sem acento, números, ponto \(\.\) e hífen \(-\)/,
    );
    await expect(password(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('list', { name: 'Requisitos da senha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remover' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Gerenciar Usuários/));
  },
};

/**
 * The spec's states, first half: create mode ('Cadastrar') saves and clears; the new user, selected
 * in the search, puts the form in update mode ('Atualizar', 'Remover', the password optional).
 */
export const CreateThenSelect: Story = {
  play: async ({ canvas }) => {
    await fill(nameField(canvas), 'Quitéria Teste');
    await fill(loginField(canvas), 'quiteria.teste');
    await fill(password(canvas), PASSWORD);
    await fill(confirmation(canvas), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Usuário cadastrado com Sucesso!', 'success');
    await waitFor(() => expect(nameField(canvas)).toHaveValue(''));
    await expect(loginField(canvas)).toHaveValue('');

    await openSearch(canvas);
    await expect(details(canvas).getByText(/Selecione um usuário na lista/)).toBeVisible();
    await fill(canvas.getByRole('searchbox', { name: 'Filtrar por nome' }), 'quitéria');
    await waitFor(() => expect(listedNames(canvas)).toEqual(['Quitéria Teste']), T);
    await expect(
      canvas.getByRole('button', { name: 'Quitéria Teste login: quiteria.teste' }),
    ).toBeVisible();
    await userEvent.click(userButton(canvas, 'Quitéria Teste'));
    await expect(userButton(canvas, 'Quitéria Teste')).toHaveAttribute('aria-pressed', 'true');
    const form = details(canvas);
    await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Quitéria Teste');
    await expect(form.getByRole('textbox', { name: /^Login/ })).toHaveValue('quiteria.teste');
    await expect(form.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remover' })).toBeEnabled();
    await expect(form.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
  },
};

/**
 * Second half: update (the blank password left out of the request) goes back to create mode;
 * selecting again and Cancelar does too, with focus on 'Detalhes'.
 */
export const UpdateThenCancel: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    const spy = spyRequests();
    try {
      const form = await chooseUser(canvas, name);
      await userEvent.clear(form.getByRole('textbox', { name: /^Nome/ }));
      await userEvent.paste('Quitéria Atualizada');
      await userEvent.click(form.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Usuário atualizado com sucesso!', 'success');
      await expect(await details(canvas).findByText(/Selecione um usuário na lista/)).toBeVisible();
      const update = spy.graphql('UpdateClientUser');
      await expect(update).toHaveLength(1);
      const sent = JSON.parse(update[0]!.body) as { variables: { clientUser: object } };
      await expect(sent.variables.clientUser).toEqual({
        usc_id: expect.any(Number),
        usc_nome_usuario: 'Quitéria Atualizada',
        usc_login: expect.stringMatching(/^[a-z0-9.-]{3,30}$/),
        usc_id_clientes: DEMO.admin.clientId,
      });
    } finally {
      spy.restore();
    }
    // Renamed, it sorts onto another page: the filter finds it.
    await fill(canvas.getByRole('searchbox', { name: 'Filtrar por nome' }), 'Quitéria');
    await userEvent.click(await findUserButton(canvas, 'Quitéria Atualizada'));
    await userEvent.click(details(canvas).getByRole('button', { name: 'Cancelar' }));
    await expect(details(canvas).getByText(/Selecione um usuário na lista/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Atualizar' })).toBeNull();
    await detailsFocused(canvas);
  },
};

/**
 * Remover asks 'Tem certeza que deseja excluir o usuário?' naming the account (name and login);
 * then the user is gone, and 'Remoções registradas' says who removed whom, and when.
 */
export const Remove: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await expect(await canvas.findByText('Nenhuma remoção registrada.', {}, T)).toBeVisible();
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    await chooseUser(canvas, name);
    const login = (details(canvas).getByRole('textbox', { name: /^Login/ }) as HTMLInputElement)
      .value;
    await userEvent.click(details(canvas).getByRole('button', { name: 'Remover' }));
    const modal = await within(document.body).findByRole('dialog', {}, T);
    await expect(modal).toHaveAccessibleName('Tem certeza que deseja excluir o usuário?');
    await expect(within(modal).getByText(name)).toBeVisible();
    await expect(within(modal).getByText(`(login: ${login})`)).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
    await expectToast('Usuario Removido com Sucesso!', 'success');
    await waitFor(() => expect(listedNames(canvas)).not.toContain(name), T);
    await expect(details(canvas).getByText(/Selecione um usuário na lista/)).toBeVisible();
    const record = await canvas.findByRole('list', { name: 'Remoções registradas' }, T);
    await expect(within(record).getByRole('listitem')).toHaveTextContent(
      new RegExp(
        `^${escape(`${name} (${login}) — removida por ${SELF} (${DEMO.admin.login}) em `)}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
  },
};

const SELF_REFUSAL =
  'Você não pode remover a sua própria conta. Peça a outro usuário do cliente que faça a remoção.';

/** The admin's own account cannot be removed: Remover is off, and says why (the server's words). */
export const RemoveSelf: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await chooseUser(canvas, SELF);
    const remove = details(canvas).getByRole('button', { name: 'Remover' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(SELF_REFUSAL);
    await expect(details(canvas).getByText(SELF_REFUSAL)).toBeVisible();
    // The rest of the form still works on one's own account.
    await expect(details(canvas).getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  },
};

const LAST_REFUSAL =
  'Não é possível remover a última conta de Prefeitura Municipal de Nilópolis: sem ela, ninguém do cliente conseguiria entrar no Portal Gerencial. Cadastre outra conta antes.';

/** Nilópolis has one account: it cannot be removed, and the page says why before anyone tries. */
export const LastAccount: Story = {
  beforeEach: loginAdminForStory(DEMO.otherAdmin),
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await expect(listedNames(canvas)).toEqual(['Administração Nilópolis']);
    await chooseUser(canvas, 'Administração Nilópolis');
    const remove = details(canvas).getByRole('button', { name: 'Remover' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(LAST_REFUSAL);
    await expect(details(canvas).getByText(LAST_REFUSAL)).toBeVisible();
  },
};

/**
 * The server refuses a removal the page did not foresee (another admin's change meanwhile): its
 * words are shown, and the user stays selected.
 */
export const RemoveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.mutation('DeleteClientUser', () =>
          HttpResponse.json({
            data: { delete_client_user: { success: false, message: SELF_REFUSAL } },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    await chooseUser(canvas, name);
    await userEvent.click(details(canvas).getByRole('button', { name: 'Remover' }));
    const modal = await within(document.body).findByRole('dialog', {}, T);
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
    await expectToast(SELF_REFUSAL);
    await expect(listedNames(canvas)).toContain(name);
    await expect(details(canvas).getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
  },
};

/** The removal fails: 'Não foi possível remover.', the user stays selected. */
export const RemoveFails: Story = {
  parameters: { scenarios: { DeleteClientUser: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    await userEvent.click(userButton(canvas, name));
    await userEvent.click(details(canvas).getByRole('button', { name: 'Remover' }));
    const modal = await within(document.body).findByRole('dialog', {}, T);
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
    await expectToast('Não foi possível remover.');
    await expect(listedNames(canvas)).toContain(name);
    await expect(details(canvas).getByRole('button', { name: 'Atualizar' })).toBeVisible();
  },
};

const LOGIN_INVALID =
  'O login está inválido: use de 3 a 30 caracteres entre letras minúsculas sem acento, números, ponto (.) e hífen (-).';

/** Each field's message beside it and one toast. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByText('O nome está inválido')).toBeVisible();
    await expect(canvas.getByText('Campo Login é requerido')).toBeVisible();
    await expect(canvas.getByText('A senha é obrigatória.')).toBeVisible();
    await expectToast(/O nome está inválido\s*Campo Login é requerido\s*A senha é obrigatória\./);

    await fill(loginField(canvas), 'Maria Souza');
    await fill(password(canvas), 'fraca');
    await fill(confirmation(canvas), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByText(LOGIN_INVALID)).toBeVisible();
    await expect(loginField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining(LOGIN_INVALID),
    );
    await expect(loginField(canvas)).toHaveValue('Maria Souza');
    await expect(canvas.getByText('A senha está inválida.')).toBeVisible();
    await expect(canvas.getByText('As senhas não coincidem')).toBeVisible();
    await expectToast(/A senha está inválida\.\s*As senhas não coincidem/);
  },
};

/**
 * Nome takes letters and spaces: a digit typed is kept and the rule is said at once, beside the
 * field (not silently dropped); fixing the name takes the message away.
 */
export const NameRule: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), 'Joana3');
    await expect(nameField(canvas)).toHaveValue('Joana3');
    await expect(await canvas.findByText('O nome está inválido')).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(canvas)).toHaveAccessibleDescription(
      /Somente letras e espaços, de 3 a 45 caracteres\.\s*O nome está inválido/,
    );
    await userEvent.type(nameField(canvas), '{Backspace}');
    await waitFor(() => expect(canvas.queryByText('O nome está inválido')).toBeNull());
    await expect(nameField(canvas)).toHaveValue('Joana');
  },
};

/**
 * A login already in use (another municipality's, 'estado'): the server's reason beside Login and
 * in the toast, and everything typed stays.
 */
export const LoginTaken: Story = {
  play: async ({ canvas }) => {
    await fill(nameField(canvas), 'Paula Persistente');
    await fill(loginField(canvas), DEMO.stateAdmin.login);
    await fill(password(canvas), PASSWORD);
    await fill(confirmation(canvas), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast(/Usuario não foi cadastrado\.\s*Este login já está em uso\. Escolha outro\./);
    await expect(loginField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Este login já está em uso. Escolha outro.'),
    );
    await expect(loginField(canvas)).toHaveFocus();
    await expect(loginField(canvas)).toHaveValue(DEMO.stateAdmin.login);
    await expect(nameField(canvas)).toHaveValue('Paula Persistente');
    await expect(password(canvas)).toHaveValue(PASSWORD);
  },
};

/** Mostrar senha shows what was typed; the checklist follows the password. */
export const ShowPassword: Story = {
  play: async ({ canvas }) => {
    await fill(password(canvas), 'Abc@1234');
    const toggle = canvas.getAllByRole('button', { name: 'Mostrar senha' })[0]!;
    await userEvent.click(toggle);
    await expect(password(canvas)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const checklist = canvas.getByRole('list', { name: 'Requisitos da senha' });
    await expect(within(checklist).getAllByText(/\(atendido\)/)).toHaveLength(5);
  },
};

/** Update mode: a blank password is kept; a weak one is refused. */
export const UpdatePassword: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    const form = await chooseUser(canvas, name);
    await fill(form.getByLabelText(/^Senha/, { selector: 'input' }), 'fraca');
    await userEvent.click(form.getByRole('button', { name: 'Atualizar' }));
    await expect(await form.findByText('A senha está inválida.')).toBeVisible();
    await expect(form.getByText('As senhas não coincidem')).toBeVisible();
    await userEvent.clear(form.getByLabelText(/^Senha/, { selector: 'input' }));
    await userEvent.click(form.getByRole('button', { name: 'Atualizar' }));
    await expectToast('Usuário atualizado com sucesso!', 'success');
  },
};

/** Five a page; a filter (any case) starts at page 1 again and clears the selection. */
export const FilterAndPaging: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await expect(canvas.getByText('Usuários encontrados: 10')).toBeVisible();
    const first = listedNames(canvas);
    await expect(first).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('2');
    const second = listedNames(canvas);
    await expect(second).toHaveLength(5);
    await expect(second).not.toEqual(first);
    await userEvent.click(userButton(canvas, second[0]!));

    // The list follows the filter as it is typed, a render later on a loaded machine.
    await fill(canvas.getByRole('searchbox', { name: 'Filtrar por nome' }), 'MESQUITA');
    await waitFor(() => expect(listedNames(canvas)).toEqual([SELF]));
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    await expect(details(canvas).getByText(/Selecione um usuário na lista/)).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Filtrar por nome' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('1'));
    await fill(canvas.getByRole('searchbox', { name: 'Filtrar por nome' }), 'zzz');
    await expect(await canvas.findByText('Sem usuários para exibir.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { SearchClientUser: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Usuário' }));
    await expect(await canvas.findByText('Carregando usuários...')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { SearchClientUser: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Usuário' }));
    await expect(await canvas.findByText('Sem usuários para exibir.', {}, T)).toBeVisible();
  },
};

/** The list fails: the message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { SearchClientUser: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Usuário' }));
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('list', { name: 'Usuários do cliente' }, T)).toBeVisible();
  },
};

export const Malformed: Story = {
  parameters: { scenarios: { SearchClientUser: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Usuário' }));
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('list', { name: 'Usuários do cliente' }, T)).toBeVisible();
  },
};

/** A double click on Cadastrar sends one request. */
export const DoubleClick: Story = {
  parameters: { scenarios: { CreateClientUser: { delayMs: 800 } } },
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await fill(nameField(canvas), 'Duplo Clique');
      await fill(loginField(canvas), 'duplo.clique');
      await fill(password(canvas), PASSWORD);
      await fill(confirmation(canvas), PASSWORD);
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Cadastrar' }));
      await expectToast('Usuário cadastrado com Sucesso!', 'success');
      await expect(spy.graphql('CreateClientUser')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** Markup pasted into Nome stays text, refused by the rule: nothing of it is rendered. */
export const HtmlAsText: Story = {
  play: async ({ canvas }) => {
    await fill(nameField(canvas), '<b>Ana</b> <img src=x>');
    await expect(nameField(canvas)).toHaveValue('<b>Ana</b> <img src=x>');
    await expect(await canvas.findByText('O nome está inválido')).toBeVisible();
    await expect(canvas.getByRole('tabpanel').querySelector('b, img')).toBeNull();
  },
};

/** The save fails: 'Usuario não foi cadastrado.' (with the server's reason) and nothing is lost. */
export const SaveFails: Story = {
  parameters: {
    scenarios: { CreateClientUser: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await fill(nameField(canvas), 'Paula Persistente');
    await fill(loginField(canvas), 'paula.persistente');
    await fill(password(canvas), PASSWORD);
    await fill(confirmation(canvas), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast(/Usuario não foi cadastrado\.\s*Erro interno no servidor\./);
    await expect(loginField(canvas)).toHaveValue('paula.persistente');
    await expect(nameField(canvas)).toHaveValue('Paula Persistente');
    await expect(password(canvas)).toHaveValue(PASSWORD);
  },
};

/** The update fails: 'Usuario não foi atualizado.', the details stay as typed. */
export const UpdateFails: Story = {
  parameters: {
    scenarios: { UpdateClientUser: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const name = listedNames(canvas).find((n) => n !== SELF)!;
    await userEvent.click(userButton(canvas, name));
    await userEvent.click(details(canvas).getByRole('button', { name: 'Atualizar' }));
    await expectToast(/Usuario não foi atualizado\./);
    await expect(details(canvas).getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
  },
};

/** At 360 px the details come below the list; selecting moves focus to them. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const list = canvas.getByRole('region', { name: 'Usuários do cliente' });
    const detailsRegion = canvas.getByRole('region', { name: 'Detalhes' });
    await expect(detailsRegion.getBoundingClientRect().top).toBeGreaterThan(
      list.getBoundingClientRect().bottom - 1,
    );
    await userEvent.click(userButton(canvas, SELF));
    await detailsFocused(canvas);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px is still the stacked layout. */
export const Tablet: Story = { globals: atViewport('tablet768'), play: Mobile.play };

export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await expectNoHorizontalOverflow();
  },
};
