import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectSelectedTabInView } from '../../storybook/expectSelectedTabInView';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { BotsPage } from './BotsPage';
import { spyRequests } from '../../storybook/spyRequests';

const meta = {
  title: 'Gerencial/Chatbots (Blip Bot)',
  component: BotsPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/bots' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof BotsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const T = { timeout: 5_000 };

const openSearch = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Buscar por Blip Bot' }));
  return canvas.findByRole('list', { name: 'Blip Bots encontrados' }, T);
};
/** The names on the cards now (the list is rendered anew after each search or change). */
const cardNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Blip Bots encontrados' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const dialog = () => within(document.body).findByRole('dialog', {}, T);

/** The seeded bots of DEMO.admin's client and what removing each affects. */
const BOTS = {
  scheduled: 'Agendamento Mesquita',
  shown: 'Vacinação em Dia',
  plain: 'Ouvidoria da Saúde',
};

/** Pastes into a field (typing key by key is slow; the keypress rules are tested elsewhere). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillBot(canvas: Canvas, name: string, key: string, description = '') {
  await fill(canvas.getByRole('textbox', { name: /Nome do Bot/ }), name);
  await fill(canvas.getByRole('textbox', { name: /Blip Key/ }), key);
  if (description) await fill(canvas.getByRole('textbox', { name: /Descrição/ }), description);
}

/** Create tab: the three fields, the key's help, the description's counter; then the search tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Chatbots (Blip Bot)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cadastrar Blip Bot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const key = canvas.getByRole('textbox', { name: /Blip Key/ });
    await expect(key).toHaveAccessibleDescription(/informações de conexão do bot/);
    await expect(key).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Descrição/ }), 'Olá');
    await expect(canvas.getByText('3/160 caracteres')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible();

    const list = await openSearch(canvas);
    await expect(cardNames(canvas)).toEqual([
      'Agendamento Mesquita',
      'Farmácia Municipal',
      'Ouvidoria da Saúde',
      'Vacinação em Dia',
    ]);
    await expect(canvas.getByText('Total de Blip Bots: 4')).toBeVisible();
    const card = within(within(list).getByRole('listitem', { name: BOTS.plain }));
    await expect(card.getByText(/^Key b3V2aWRvcmlh/)).toBeVisible();
    await expect(card.getByText(/Recebe elogios/)).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Chatbots \(Blip Bot\)/));
  },
};

/** A new bot: saved, the form cleared, then found by its name. */
export const CreateAndSearch: Story = {
  play: async ({ canvas }) => {
    await fillBot(canvas, 'Bot de Exames', 'Key chave-exames-123', 'Tira dúvidas de exames.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Blip Bot salvo com sucesso!', 'success');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Nome do Bot/ })).toHaveValue(''),
    );
    await openSearch(canvas);
    await expect(canvas.getByText('Total de Blip Bots: 5')).toBeVisible();
    await fill(canvas.getByRole('searchbox', { name: 'Texto da busca' }), 'exames');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Bot de Exames']), T);
    await expect(canvas.getByText('Total de Blip Bots: 1')).toBeVisible();
  },
};

/** 'Chave' searches the Blip key; the same text by 'Nome' finds nothing. */
export const SearchByKey: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Chave' }));
    await fill(canvas.getByRole('searchbox', { name: 'Texto da busca' }), 'b3V2aWRv');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(cardNames(canvas)).toEqual([BOTS.plain]), T);
    await userEvent.click(canvas.getByRole('radio', { name: 'Nome' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Nenhum Blip Bot encontrado.', {}, T)).toBeVisible();
  },
};

/** Each field's own message and one toast with all of them. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByText('Nome do Bot não informado.')).toBeVisible();
    await expect(canvas.getByText('Blip Key não informado.')).toBeVisible();
    await expectToast(/Nome do Bot não informado\.\s*Blip Key não informado\./);
    await expect(canvas.getByRole('textbox', { name: /Nome do Bot/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fillBot(canvas, 'AB', 'curta');
    await expect(await canvas.findByText('Nome do Bot menor que 3 letras.')).toBeVisible();
    await expect(canvas.getByText('Blip Key menor que 10 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveAttribute(
      'maxlength',
      '160',
    );
  },
};

/** Edit from a card: 'Editar Blip Bot', key fixed, Alterar; Cancelar returns to create mode. */
export const EditAndCancel: Story = {
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Editar ${BOTS.plain}` }));
    await expect(await canvas.findByRole('tab', { name: 'Editar Blip Bot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const name = canvas.getByRole('textbox', { name: /Nome do Bot/ });
    await expect(name).toHaveValue(BOTS.plain);
    await expect(canvas.getByRole('textbox', { name: /Blip Key/ })).toBeDisabled();
    await expect(
      (canvas.getByRole('textbox', { name: /Blip Key/ }) as HTMLInputElement).value,
    ).toMatch(/^Key b3V2aWRvcmlh/);
    await userEvent.clear(name);
    await userEvent.paste('Ouvidoria Municipal');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar' }));
    await expectToast('Blip Bot atualizado com sucesso!', 'success');

    await waitFor(() => expect(cardNames(canvas)).toContain('Ouvidoria Municipal'), T);

    // Edit again, then Cancelar: back to the search, and the form tab is 'Cadastrar' again.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Editar Ouvidoria Municipal' }, T),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByRole('tab', { name: 'Cadastrar Blip Bot' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Cadastrar Blip Bot' }));
    await expect(canvas.getByRole('textbox', { name: /Nome do Bot/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Blip Key/ })).toBeEnabled();
  },
};

/** 'Ver': the bot read only in a modal. */
export const ViewModal: Story = {
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Ver ${BOTS.shown}` }));
    const modal = await dialog();
    await expect(modal).toHaveAccessibleName('Detalhes do Blip Bot');
    await expect(within(modal).getByText(BOTS.shown)).toBeVisible();
    await expect(within(modal).getByText(/^Key dmFjaW5h/)).toBeVisible();
    await expect(within(modal).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

async function schedule(botId: number, cpfs: string[]) {
  const login = await fetch('/api/clients/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.admin.login, password: DEMO.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const day = new Date(Date.now() + 5 * 86_400_000);
  const date_db = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const type = { value: 3, label: 'Chatbot' };
  const response = await fetch('/api/agendar-notificacoes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      form: {
        send: { radio: 0 },
        frequency: { date: '', hour: '', listSchedule: [{ date: '', date_db, hour: '10:00' }] },
        receiver: { radio: 0, cpf: '', listCpf: cpfs.map((cpf) => ({ cpf, isRed: false })) },
        msg: {
          title: 'Pesquisa de satisfação',
          description: 'Responda ao bot.',
          type,
          extraDatas: null,
          blipBotId: botId,
        },
      },
      notification: {
        title: 'Pesquisa de satisfação',
        body: 'Responda ao bot.',
        typeId: 3,
        typeLabel: 'Chatbot',
        extraDatas: null,
        scheduleList: [{ date_db, hour: '10:00' }],
        isSendNow: '0',
        blipBotId: botId,
        isCall: '0',
      },
    }),
  });
  if (!response.ok) throw new globalThis.Error(`agendar-notificacoes: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A bot with scheduled notifications (seed: 'Confirme seu agendamento', plus one scheduled here to
 * a CPF it already has): the warning lists both; on confirming, the delete is followed by the
 * removal push with both ids and each CPF once.
 */
export const RemoveScheduled: Story = {
  play: async ({ canvas }) => {
    const added = await schedule(1, ['52998224725', '11144477735']);
    const list = await openSearch(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(
        within(list).getByRole('button', { name: `Remover ${BOTS.scheduled}` }),
      );
      const modal = await dialog();
      await expect(modal).toHaveAccessibleName('Remover Blip Bot');
      await expect(
        within(modal).getByText(/a notificação agendada também será excluída/),
      ).toBeVisible();
      await expect(
        within(modal).getByText('Confirme seu agendamento (4 destinatários)'),
      ).toBeVisible();
      await expect(
        within(modal).getByText('Pesquisa de satisfação (2 destinatários)'),
      ).toBeVisible();
      await expect(within(modal).queryByText(/continuará acessível/)).toBeNull();
      await expect(within(modal).getByText('Deseja remover mesmo assim?')).toBeVisible();
      await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
      await expectToast('Blip Bot removido com sucesso!', 'success');
      await waitFor(
        () => expect(spy.rest('POST', '/api/blip-bot/remove-notification')).toHaveLength(1),
        T,
      );
      const deletes = spy.rest('DELETE', '/api/blip-bot');
      await expect(deletes.map((r) => new URL(r.url).search)).toEqual(['?id=1']);
      const push = JSON.parse(spy.rest('POST', '/api/blip-bot/remove-notification')[0]!.body) as {
        arrayNoaIds: number[];
        cpfs: string[];
      };
      await expect(push.arrayNoaIds).toEqual([3, added]);
      await expect([...push.cpfs].sort()).toEqual(
        ['11144477735', '38140062162', '52998224725', '68248328716', '72783954028'].sort(),
      );
      await waitFor(
        () => expect(canvas.queryByRole('listitem', { name: BOTS.scheduled })).toBeNull(),
        T,
      );
    } finally {
      spy.restore();
    }
  },
};

/** A bot in notifications already shown: it stays reachable there; no removal push. */
export const RemoveShown: Story = {
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(within(list).getByRole('button', { name: `Remover ${BOTS.shown}` }));
      const modal = await dialog();
      await expect(within(modal).getByText(/continuará acessível nos aparelhos/)).toBeVisible();
      await expect(within(modal).getByText('Ouvidoria da Saúde (5 destinatários)')).toBeVisible();
      await expect(within(modal).queryByText(/notificação agendada também/)).toBeNull();
      await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
      await expectToast('Blip Bot removido com sucesso!', 'success');
      await waitFor(
        () => expect(canvas.queryByRole('listitem', { name: BOTS.shown })).toBeNull(),
        T,
      );
      await expect(spy.rest('DELETE', '/api/blip-bot')).toHaveLength(1);
      await expect(spy.rest('POST', '/api/blip-bot/remove-notification')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** Nothing tied to the bot: a plain confirmation; Cancelar removes nothing. */
export const RemovePlain: Story = {
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    const spy = spyRequests();
    try {
      const remove = within(list).getByRole('button', { name: `Remover ${BOTS.plain}` });
      await userEvent.click(remove);
      let modal = await dialog();
      await expect(
        within(modal).getByText('Tem certeza que deseja excluir este Blip Bot?'),
      ).toBeVisible();
      await expect(within(modal).getByText(BOTS.plain)).toBeVisible();
      await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      await expect(spy.rest('DELETE', '/api/blip-bot')).toHaveLength(0);

      await userEvent.click(remove);
      modal = await dialog();
      await userEvent.click(within(modal).getByRole('button', { name: 'Remover' }));
      await expectToast('Blip Bot removido com sucesso!', 'success');
      await waitFor(() => expect(canvas.getByText('Total de Blip Bots: 3')).toBeVisible(), T);
      await expect(spy.rest('POST', '/api/blip-bot/remove-notification')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** The check fails: only logged, then the plain confirmation. */
export const RemoveCheckFails: Story = {
  parameters: { scenarios: { checkBlipBotRemoval: { kind: 'error' } } },
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Remover ${BOTS.scheduled}` }));
    const modal = await dialog();
    await expect(
      within(modal).getByText('Tem certeza que deseja excluir este Blip Bot?'),
    ).toBeVisible();
    await expect(within(modal).queryByText(/agendada/)).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
  },
};

/** The delete fails: the server's message, the bot still listed. */
export const RemoveFails: Story = {
  parameters: {
    scenarios: { deleteBlipBot: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Remover ${BOTS.plain}` }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Remover' }));
    await expectToast('Erro interno no servidor.');
    await expect(within(list).getByRole('listitem', { name: BOTS.plain })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { listBlipBots: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await expect(await canvas.findByText('Carregando Blip Bots...')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { listBlipBots: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await expect(await canvas.findByText('Nenhum Blip Bot encontrado.', {}, T)).toBeVisible();
  },
};

/** The list fails: the message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { listBlipBots: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('list', { name: 'Blip Bots encontrados' }, T),
    ).toBeVisible();
  },
};

/** A reply without rows is no list: the error and its retry. */
export const Malformed: Story = {
  parameters: { scenarios: { listBlipBots: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('list', { name: 'Blip Bots encontrados' }, T),
    ).toBeVisible();
  },
};

/** A double click on Cadastrar sends one request. */
export const DoubleClick: Story = {
  parameters: { scenarios: { createBlipBot: { delayMs: 800 } } },
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await fillBot(canvas, 'Bot Duplo', 'Key duplo-clique-01');
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Cadastrar' }));
      await expectToast('Blip Bot salvo com sucesso!', 'success');
      await expect(spy.rest('POST', '/api/blip-bot')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** HTML typed into the fields is shown as text on the card and in the detail. */
export const HtmlAsText: Story = {
  play: async ({ canvas }) => {
    const html = '<img src=x onerror=alert(1)>Bot';
    await fillBot(canvas, html, 'Key <b>negrito</b>', '<script>alert(1)</script>');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Blip Bot salvo com sucesso!', 'success');
    const list = await openSearch(canvas);
    const card = within(list).getByRole('listitem', { name: html });
    await expect(within(card).getByRole('heading', { name: html })).toBeVisible();
    await expect(within(card).getByText('Key <b>negrito</b>')).toBeVisible();
    await expect(within(card).getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(card.querySelector('img, b, script')).toBeNull();
  },
};

/** The save fails: the server's message, and the form keeps what was typed. */
export const SaveFails: Story = {
  parameters: {
    scenarios: { createBlipBot: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await fillBot(canvas, 'Bot Persistente', 'Key persistente-01', 'Continua aqui.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro interno no servidor.');
    await expect(canvas.getByRole('textbox', { name: /Nome do Bot/ })).toHaveValue(
      'Bot Persistente',
    );
    await expect(canvas.getByRole('textbox', { name: /Blip Key/ })).toHaveValue(
      'Key persistente-01',
    );
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveValue('Continua aqui.');
  },
};

/**
 * 360 px: the chosen tab is shown whole (the tab bar scrolls to it), the search stacks, the cards
 * take the width, nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await openSearch(canvas);
    await expectSelectedTabInView(canvas.getByRole('tablist', { name: 'Blip Bots' }));
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(
      cards[0]!.getBoundingClientRect().bottom - 1,
    );
    const search = canvas.getByRole('searchbox', { name: 'Texto da busca' });
    await expect(
      canvas.getByRole('button', { name: 'Buscar' }).getBoundingClientRect().top,
    ).toBeGreaterThan(search.getBoundingClientRect().bottom - 1);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px (the breakpoint): the search stacks; cards share the row. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Texto da busca' });
    await expect(
      canvas.getByRole('button', { name: 'Buscar' }).getBoundingClientRect().top,
    ).toBeGreaterThan(search.getBoundingClientRect().bottom - 1);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await expectNoHorizontalOverflow();
  },
};
