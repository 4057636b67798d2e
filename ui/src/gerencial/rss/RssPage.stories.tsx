import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { RssPage } from './RssPage';

const meta = {
  title: 'Gerencial/RSS',
  component: RssPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/rss' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof RssPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const SLOW = { timeout: 8000 };

/** A feed the sandbox serves that Mesquita has not registered yet. */
const NEW_FEED = 'https://www.saude.rj.gov.br/feed';
const SEEDED_FEED = 'https://www.gov.br/saude/pt-br/assuntos/noticias/RSS';
const INACTIVE_FEED = 'https://portal.fiocruz.br/rss.xml';

/** Saves (POST/PUT /api/rss, no query: the list's GET has one) since `since`, by resource timing. */
const saves = (since: number) =>
  timings(since, (url) => url.pathname === '/api/rss' && !url.search);
/** Feed checks (GET /api/rss-feeds-validate) since `since`. */
const checks = (since: number) =>
  timings(since, (url) => url.pathname === '/api/rss-feeds-validate');
function timings(since: number, wanted: (url: URL) => boolean) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && wanted(new URL(entry.name))).length;
}
/** A full timing buffer would drop the very entries counted. */
function startCounting() {
  performance.clearResourceTimings();
  return performance.now();
}

const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** Pastes text into a field (typing long texts key by key would outlast the story's time). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const linkField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Link do feed RSS' });

async function openSearch(canvas: Canvas) {
  await userEvent.click(tab(canvas, 'Buscar por RSS'));
  return canvas.findByRole('list', { name: 'RSS encontrados' }, SLOW);
}

const cardOf = async (canvas: Canvas, link: string) =>
  (await canvas.findByRole('heading', { level: 3, name: new RegExp(`^${link}`) }, SLOW)).closest(
    'li',
  )!;

/**
 * A new feed: no 'RSS Ativo' while creating, the toggletip by keyboard, the feed checked and saved
 * (active), then the search tab with its card.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'RSS' }, SLOW)).toBeVisible();
    await expect(tab(canvas, 'Cadastrar RSS')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('checkbox', { name: 'RSS Ativo' })).toBeNull();
    const tip = canvas.getByRole('button', { name: 'Onde as notícias do RSS aparecem' });
    await expect(tip).toHaveAccessibleDescription(
      'As notícias deste RSS serão exibidas no portal.',
    );
    tip.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('note')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('note')).toBeNull();

    await fill(linkField(canvas), NEW_FEED);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('RSS salvo com sucesso!', 'success');
    await expect(tab(canvas, 'Buscar por RSS')).toHaveAttribute('aria-selected', 'true');
    const card = within(await cardOf(canvas, NEW_FEED));
    await expect(card.getByText('Ativo')).toBeVisible();
    await expect(card.getByText(/^Cadastrado em: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(canvas.getByText('Total de Resultados: 5')).toBeVisible();
  },
};

/** At 360 px: the cards (Ativo/Inativo, link, date) fit the width. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(linkField(canvas)).toBeVisible();
    await openSearch(canvas);
    await expect(within(await cardOf(canvas, INACTIVE_FEED)).getByText('Inativo')).toBeVisible();
    await expect(within(await cardOf(canvas, SEEDED_FEED)).getByText('Ativo')).toBeVisible();
    await expect(canvas.getByText('Total de Resultados: 4')).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

export const Tablet: Story = { globals: atViewport('tablet768'), play: Mobile.play };

/** 320 px with text at 200 %: long links wrap, nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await expect(linkField(canvas)).toBeVisible();
    await expectNoHorizontalOverflow();
    await openSearch(canvas);
    await cardOf(canvas, SEEDED_FEED);
    await expectNoHorizontalOverflow();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { listRss: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, 'Buscar por RSS'));
    await expect(await canvas.findByText('Carregando RSS...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { listRss: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, 'Buscar por RSS'));
    await expect(await canvas.findByText('Nenhum RSS cadastrado.', {}, SLOW)).toBeVisible();
  },
};

/** The list fails: the server's message and a retry that recovers. */
export const Error: Story = {
  parameters: { scenarios: { listRss: { kind: 'error', message: 'Erro interno no servidor.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, 'Buscar por RSS'));
    await expect(await canvas.findByText('Erro interno no servidor.', {}, SLOW)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await cardOf(canvas, SEEDED_FEED)).toBeVisible();
  },
};

export const MalformedReply: Story = {
  parameters: { scenarios: { listRss: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, 'Buscar por RSS'));
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, SLOW)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await cardOf(canvas, SEEDED_FEED)).toBeVisible();
  },
};

/** The link's messages (required, URL, 18 to 200) beside it and in a toast; the search's too. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    const since = startCounting();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(linkField(canvas)).toHaveAccessibleDescription(/O link é obrigatório/),
    );
    await expectToast('O link é obrigatório');
    await fill(linkField(canvas), 'feed de notícias');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(linkField(canvas)).toHaveAccessibleDescription(/Url inválida\./));
    await userEvent.clear(linkField(canvas));
    await fill(linkField(canvas), 'https://a.br/rss');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(linkField(canvas)).toHaveAccessibleDescription(
        /O Campo deve possuir no mínimo 18 e no máximo 200 caracteres\./,
      ),
    );
    await expect(checks(since)).toBe(0);

    await userEvent.click(tab(canvas, 'Buscar por RSS'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Link' })).toHaveAccessibleDescription(
        'Campo Link é requerido',
      ),
    );
    await expectToast('Campo Link é requerido');
  },
};

/** A link that serves no feed: the spec's two-line toast (text, no HTML) and nothing saved. */
export const BadFeed: Story = {
  play: async ({ canvas }) => {
    const since = startCounting();
    await fill(linkField(canvas), 'https://www.exemplo.gov.br/noticias.xml');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast(
      'O site informado não possui um feed RSS disponível. Por favor, verifique o link',
    );
    await waitFor(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].find((t) =>
        t.innerText.includes('feed RSS disponível'),
      );
      expect(shown?.innerText).toContain(
        'O site informado não possui um feed RSS disponível.\nPor favor, verifique o link',
      );
      expect(shown?.querySelector('br')).toBeNull();
      expect(shown?.innerText).not.toContain('<br>');
    }, SLOW);
    await expect(checks(since)).toBe(1);
    await expect(saves(since)).toBe(0);
    await expect(linkField(canvas)).toHaveValue('https://www.exemplo.gov.br/noticias.xml');
    await expect(await openSearch(canvas)).toBeVisible();
    await expect(canvas.getByText('Total de Resultados: 4')).toBeVisible();
  },
};

/** Editing: fetched by id, 'Editar RSS', 'RSS Ativo' off → Alterar → the card says 'Inativo'. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const card = within(await cardOf(canvas, SEEDED_FEED));
    await userEvent.click(card.getByRole('button', { name: /^Editar/ }));
    await expect(await canvas.findByRole('tab', { name: 'Editar RSS' }, SLOW)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(linkField(canvas)).toHaveValue(SEEDED_FEED);
    await waitFor(() => expect(linkField(canvas)).toHaveFocus());
    const active = canvas.getByRole('checkbox', { name: 'RSS Ativo' });
    await expect(active).toBeChecked();
    await userEvent.click(active);
    await expect(active).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar' }));
    await expectToast('RSS atualizado com sucesso!', 'success');
    const updated = within(await cardOf(canvas, SEEDED_FEED));
    await waitFor(() => expect(updated.getByText('Inativo')).toBeVisible(), SLOW);
    await expect(tab(canvas, 'Cadastrar RSS')).toBeInTheDocument();
  },
};

/** Cancelar while editing clears the form and goes back to the search. */
export const CancelEdit: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const card = within(await cardOf(canvas, INACTIVE_FEED));
    await userEvent.click(card.getByRole('button', { name: /^Editar/ }));
    await expect(await canvas.findByRole('button', { name: 'Alterar' }, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(tab(canvas, 'Buscar por RSS')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(canvas, 'Cadastrar RSS'));
    await expect(linkField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
  },
};

/** Remove asks first (Cancelar keeps the card); confirmed, the toast and the card is gone. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const card = within(await cardOf(canvas, INACTIVE_FEED));
    await userEvent.click(card.getByRole('button', { name: /^Remover/ }));
    let dialog = await body().findByRole('dialog', {
      name: 'Tem certeza que deseja excluir este RSS?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(card.getByRole('button', { name: /^Remover/ }));
    dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByText(INACTIVE_FEED)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await expectToast('Rss Removido com Sucesso!', 'success');
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: new RegExp(INACTIVE_FEED) })).toBeNull(),
      SLOW,
    );
    await expect(canvas.getByText('Total de Resultados: 3')).toBeVisible();
  },
};

/** The server refuses the save: its mensagem in a toast, the link kept. */
export const SaveFails: Story = {
  parameters: {
    scenarios: {
      createRss: { kind: 'error', status: 400, message: 'Este RSS já está cadastrado.' },
    },
  },
  play: async ({ canvas }) => {
    await fill(linkField(canvas), NEW_FEED);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Este RSS já está cadastrado.');
    await expect(linkField(canvas)).toHaveValue(NEW_FEED);
    await expect(tab(canvas, 'Cadastrar RSS')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  },
};

/** A failure with no mensagem: 'Erro interno no servidor.' */
export const SaveFailsWithoutMessage: Story = {
  parameters: {
    msw: [http.post('/api/rss', () => new HttpResponse(null, { status: 502 }))],
  },
  play: async ({ canvas }) => {
    await fill(linkField(canvas), NEW_FEED);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro interno no servidor.');
    await expect(linkField(canvas)).toHaveValue(NEW_FEED);
  },
};

/** Two quick clicks on Cadastrar (the save is slow): one check, one save. */
export const DoubleClick: Story = {
  parameters: { scenarios: { createRss: { delayMs: 1500 } } },
  play: async ({ canvas }) => {
    await fill(linkField(canvas), NEW_FEED);
    const since = startCounting();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expectToast('RSS salvo com sucesso!', 'success');
    await waitFor(() => expect(saves(since)).toBe(1));
    await expect(checks(since)).toBe(1);
  },
};

/** A stored link made of HTML is shown as text on the card (and is not made a link). */
export const HtmlAsText: Story = {
  parameters: {
    msw: [
      http.get('/api/rss', () =>
        HttpResponse.json({
          count: 1,
          rows: [
            {
              id: 77,
              link: '<img src=x onerror=alert(1)>',
              status: true,
              clienteId: 1,
              dataCriacao: '2026-10-01T10:15:00-03:00',
            },
          ],
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await openSearch(canvas);
    const card = await cardOf(canvas, '<img src=x onerror=alert\\(1\\)>');
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    await expect(card.querySelector('img')).toBeNull();
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};
