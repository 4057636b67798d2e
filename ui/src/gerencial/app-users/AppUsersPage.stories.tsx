import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { spyRequests } from '../../storybook/spyRequests';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { AppUsersPage } from './AppUsersPage';

const meta = {
  title: 'Gerencial/Gerenciar Usuários do APP',
  component: AppUsersPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/autorizar-usuarios-app' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof AppUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const T = { timeout: 5_000 };
/** A seeded app user of DEMO.admin's client (usu_id 117). */
const ADRIANO = { id: 117, name: 'Adriano Martins', cpf: '96681588069' };
const TOTAL = 115;

const counter = (canvas: Canvas) => canvas.findByText(/^Resultados encontrados:/, {}, T);
const rows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Usuários do APP' }))
    .getAllByRole('row')
    .slice(1);

/** Opens a user's detail and waits for it to be read from the server (GET /api/app-users/{id}). */
async function openDetail(canvas: Canvas, name: string, { loaded = true } = {}) {
  await userEvent.click(await canvas.findByRole('button', { name: `Ver detalhes de ${name}` }, T));
  const modal = within(
    await within(document.body).findByRole('dialog', { name: 'Detalhes do usuário' }, T),
  );
  if (loaded) await modal.findByText('Nome', { selector: 'dt' }, T);
  return modal;
}

/** Ten a page, the counter, the admin pagination; the table names each column. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Gerenciar Usuários do APP' }),
    ).toBeVisible();
    await expect(await counter(canvas)).toHaveTextContent(`Resultados encontrados: 10 de ${TOTAL}`);
    await expect(rows(canvas)).toHaveLength(10);
    await expect(
      within(canvas.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'CPF', 'E-mail', 'Situação', 'Ações']);
    await expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('1');
    await expect(canvas.getByText('de 12')).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
    ).toHaveAttribute('placeholder', 'Pesquise pelo nome do Usuário');
  },
};

/** A search by part of the name (any case) from page 1, with no pagination when it fits a page. */
export const SearchByName: Story = {
  play: async ({ canvas }) => {
    await counter(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('2'));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      'JOANA{Enter}',
    );
    await waitFor(
      () => expect(canvas.getByText(/^Resultados encontrados: \d de \d$/)).toBeVisible(),
      T,
    );
    const names = rows(canvas).map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
    await expect(names.length).toBeGreaterThan(1);
    for (const name of names) await expect(name.toLowerCase()).toContain('joana');
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Next, 'Página N de M' with Enter, last and first pages, each read from the server. */
export const Paging: Story = {
  play: async ({ canvas }) => {
    await counter(canvas);
    const spy = spyRequests();
    try {
      const page = canvas.getByRole('textbox', { name: 'Página' });
      await userEvent.clear(page);
      await userEvent.type(page, '12{Enter}');
      await waitFor(
        () => expect(canvas.getByText(`Resultados encontrados: 5 de ${TOTAL}`)).toBeVisible(),
        T,
      );
      await expect(rows(canvas)).toHaveLength(5);
      await expect(canvas.getByRole('button', { name: 'Última página' })).toBeDisabled();
      const sent = JSON.parse(spy.graphql('SearchAppUsers').at(-1)!.body) as {
        variables: { limit: number; offset: number };
      };
      await expect(sent.variables).toMatchObject({ limit: 10, offset: 110 });
      await userEvent.click(canvas.getByRole('button', { name: 'Primeira página' }));
      await waitFor(
        () => expect(canvas.getByText(`Resultados encontrados: 10 de ${TOTAL}`)).toBeVisible(),
        T,
      );
      await expect(canvas.getByRole('textbox', { name: 'Página' })).toHaveValue('1');
    } finally {
      spy.restore();
    }
  },
};

/** The detail: every field read only, in the spec's formats. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      'Adriano Martins{Enter}',
    );
    const modal = await openDetail(canvas, ADRIANO.name);
    const value = (term: string) => modal.getByText(term, { selector: 'dt' }).nextElementSibling;
    await expect(value('Nome')).toHaveTextContent(ADRIANO.name);
    await expect(value('CPF')).toHaveTextContent('966.815.880-69');
    await expect(value('Data de nascimento')).toHaveTextContent('22/05/1991');
    await expect(value('CEP')).toHaveTextContent('26553-000');
    await expect(value('Telefone')).toHaveTextContent('(21) 9 9674 - 6882');
    await expect(value('CNS')).toHaveTextContent('898 6770 3202 0786');
    await expect(value('Situação')).toHaveTextContent('Ativo');
    await expect(value('Gênero')).toHaveTextContent('Masculino');
    await expect(value('Foto')).toHaveTextContent('Sem foto');
    await expect(value('Anexos')).toHaveTextContent('Nenhum anexo');
    await expect(modal.queryByRole('textbox')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Each opening reads the user from the server (GET /api/app-users/{id}), which records it in the
 * patient's access log: the detail says so. Opened again, it is read again (never a cached copy).
 */
export const DetailReadAndLogged: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      'Adriano Martins{Enter}',
    );
    const spy = spyRequests();
    try {
      let modal = await openDetail(canvas, ADRIANO.name);
      await expect(
        modal.getByText(
          'Esta consulta fica registrada e o usuário pode vê-la em Meus dados (data, perfil, órgão e finalidade).',
        ),
      ).toBeVisible();
      await expect(spy.rest('GET', `/api/app-users/${ADRIANO.id}`)).toHaveLength(1);
      await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      modal = await openDetail(canvas, ADRIANO.name);
      await expect(spy.rest('GET', `/api/app-users/${ADRIANO.id}`)).toHaveLength(2);
      await expect(modal.getByText('966.815.880-69')).toBeVisible();
    } finally {
      spy.restore();
    }
  },
};

/**
 * The detail fails to load: the modal says so with a retry (and 'Fechar'); the retry brings the
 * fields. Nothing from the list is shown as if it had been read.
 */
export const DetailFails: Story = {
  parameters: {
    scenarios: { getAppUser: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    const modal = await openDetail(canvas, 'Adriano Andrade Rocha', { loaded: false });
    const alert = (await modal.findByText('Erro interno no servidor.', {}, T)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await expect(alert).toBeVisible();
    await expect(modal.queryByText('195.953.513-77')).toBeNull();
    await expect(modal.queryByRole('button', { name: 'Redefinir senha' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Fechar' })).toBeVisible();
    resetScenarios();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await modal.findByText('195.953.513-77', {}, T)).toBeVisible();
  },
};

/** The detail answers what the contract does not allow: an error with a retry, no fields. */
export const DetailMalformed: Story = {
  parameters: { scenarios: { getAppUser: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    const modal = await openDetail(canvas, 'Adriano Andrade Rocha', { loaded: false });
    const alert = (await modal.findByText(MALFORMED_REPLY, {}, T)).closest('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(modal.queryByText('195.953.513-77')).toBeNull();
  },
};

/**
 * Redefinir senha: the confirmation says the password becomes the CPF digits; on confirming, the
 * id and the digits are sent once, the success is said and the status follows.
 */
export const ResetPassword: Story = {
  parameters: { scenarios: { resetAppUserPassword: { delayMs: 600 } } },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      'Adriano Martins{Enter}',
    );
    const modal = await openDetail(canvas, ADRIANO.name);
    const spy = spyRequests();
    try {
      await userEvent.click(modal.getByRole('button', { name: 'Redefinir senha' }));
      const confirm = await within(document.body).findByRole(
        'dialog',
        { name: 'Redefinir senha' },
        T,
      );
      await expect(confirm).toHaveAccessibleDescription(
        `A nova senha de ${ADRIANO.name} será o CPF do usuário, somente os números: ${ADRIANO.cpf}. Deseja continuar?`,
      );
      await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Redefinir senha' }));
      await expectToast('Senha atualizada com sucesso!', 'success');
      const sent = spy.rest('PUT', '/api/users/update-password');
      await expect(sent).toHaveLength(1);
      await expect(JSON.parse(sent[0]!.body)).toEqual({ id: ADRIANO.id, password: ADRIANO.cpf });
      await waitFor(
        () =>
          expect(
            modal.getByText('Situação', { selector: 'dt' }).nextElementSibling,
          ).toHaveTextContent('Aguardando troca de senha'),
        T,
      );
    } finally {
      spy.restore();
    }
  },
};

/** Cancelar sends nothing. */
export const ResetCancelled: Story = {
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      const modal = await openDetail(canvas, 'Adriano Andrade Rocha');
      await userEvent.click(modal.getByRole('button', { name: 'Redefinir senha' }));
      const confirm = await within(document.body).findByRole(
        'dialog',
        { name: 'Redefinir senha' },
        T,
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() =>
        expect(modal.getByRole('button', { name: 'Redefinir senha' })).toHaveFocus(),
      );
      await expect(spy.rest('PUT', '/api/users/update-password')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** The reset fails: the server's mensagem. */
export const ResetFails: Story = {
  parameters: {
    scenarios: {
      resetAppUserPassword: { kind: 'error', status: 404, message: 'Usuário não encontrado.' },
    },
  },
  play: async ({ canvas }) => {
    const modal = await openDetail(canvas, 'Adriano Andrade Rocha');
    await userEvent.click(modal.getByRole('button', { name: 'Redefinir senha' }));
    const confirm = await within(document.body).findByRole(
      'dialog',
      { name: 'Redefinir senha' },
      T,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Redefinir senha' }));
    await expectToast('Usuário não encontrado.');
  },
};

/** The server unreachable: 'Erro interno no servidor.'. */
export const ResetOffline: Story = {
  parameters: { scenarios: { resetAppUserPassword: { kind: 'network' } } },
  play: async ({ canvas }) => {
    const modal = await openDetail(canvas, 'Adriano Andrade Rocha');
    await userEvent.click(modal.getByRole('button', { name: 'Redefinir senha' }));
    const confirm = await within(document.body).findByRole(
      'dialog',
      { name: 'Redefinir senha' },
      T,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Redefinir senha' }));
    await expectToast('Erro interno no servidor.');
  },
};

/** No CPF, no reset: the button is off and the detail says why. */
export const ResetWithoutCpf: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      'Google{Enter}',
    );
    const modal = await openDetail(canvas, DEMO.google.name);
    await expect(modal.getByRole('button', { name: 'Redefinir senha' })).toBeDisabled();
    await expect(
      modal.getByText('Este usuário não tem CPF cadastrado: não é possível redefinir a senha.'),
    ).toBeVisible();
    await expect(
      modal.getByRole('img', { name: `Foto de ${DEMO.google.name}` }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { SearchAppUsers: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando usuários...')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { SearchAppUsers: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum resultado encontrado.', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** The list fails: the message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { SearchAppUsers: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await counter(canvas)).toHaveTextContent(`Resultados encontrados: 10 de ${TOTAL}`);
  },
};

export const Malformed: Story = {
  parameters: { scenarios: { SearchAppUsers: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await counter(canvas)).toBeVisible();
  },
};

/** Markup typed into the search is searched as text (nothing found, nothing rendered). */
export const HtmlAsText: Story = {
  play: async ({ canvas, canvasElement }) => {
    await counter(canvas);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Pesquise pelo nome do Usuário' }),
      '<img src=x onerror=alert(1)>{Enter}',
    );
    await expect(await canvas.findByText('Nenhum resultado encontrado.', {}, T)).toBeVisible();
    await expect(canvasElement.querySelector('main img, [role="region"] img')).toBeNull();
  },
};

/** At 360 px the users are cards with their detail button. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await counter(canvas);
    const list = canvas.getByRole('list', { name: 'Usuários do APP' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px: cards too (the spec's breakpoint). */
export const Tablet: Story = { globals: atViewport('tablet768'), play: Mobile.play };

export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await counter(canvas);
    await expectNoHorizontalOverflow();
  },
};

/** The detail on a 360 px phone: the fields stack, the buttons take the width. */
export const DetailMobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const modal = await openDetail(canvas, 'Adriano Andrade Rocha');
    await expect(modal.getByText('195.953.513-77')).toBeVisible();
    const [reset, close] = [
      modal.getByRole('button', { name: 'Redefinir senha' }),
      modal.getByRole('button', { name: 'Fechar' }),
    ];
    await expect(reset.getBoundingClientRect().width).toBeCloseTo(
      close.getBoundingClientRect().width,
      0,
    );
    await expectNoHorizontalOverflow({ reflow: false });
  },
};
