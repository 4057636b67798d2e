import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiComponents } from '@portal/contracts';
import { DEMO, resetDb, resetScenarios } from '@portal/mocks';
import { formatDateTimeMinutes } from '../../domain/dates';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { currentRoute } from '../../storybook/withRouter';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { currentMonthLabel, formatCount, monthCharts } from './dashboardView';
import { HomePage } from './HomePage';
import { expectHiddenKeepsItsSize } from '../../storybook/expectHiddenKeepsItsSize';

type Dashboard = ApiComponents['schemas']['ClientDashboard'];
type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Gerencial/Início',
  component: HomePage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/main' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15_000 };
const DIALOG = 'Política de Privacidade e Termo de Responsabilidade';

/** The reply the screen got, asked of the mock backend again by the same admin. */
async function replyFor(account: { login: string; password: string }): Promise<Dashboard> {
  const login = (await (
    await fetch('/api/clients/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: account.login, password: account.password }),
    })
  ).json()) as { token: string; user: { usc_id_clientes: number } };
  const answer = await fetch(`/api/clients/dashboard?clientId=${login.user.usc_id_clientes}`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  return (await answer.json()) as Dashboard;
}

const card = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });
const cardValue = (canvas: Canvas, name: string) =>
  within(card(canvas, name)).getByTestId('card-value');

async function expectCard(canvas: Canvas, name: string, value: number) {
  await expect(cardValue(canvas, name)).toHaveTextContent(formatCount(value));
  await expect(cardValue(canvas, name)).toHaveAttribute('data-value', String(value));
}

/** Each card visible shows its value and its week change marked by tone, sign and word. */
async function expectCardsOf(canvas: Canvas, reply: Dashboard) {
  const labels = {
    total: 'Total de solicitações',
    waiting: 'Aguardando',
    authorized: 'Autorizadas',
    done: 'Realizadas',
  };
  for (const c of reply.cards) {
    const group = canvas.queryByRole('group', { name: labels[c.key] });
    if (!group) continue;
    await expectCard(canvas, labels[c.key], c.value);
    const percent = c.weekChangePercent;
    // The spec's 'Aumento na semana', except for a fall.
    await expect(within(group).getByTestId('card-change-label')).toHaveTextContent(
      percent !== null && percent < 0 ? 'Queda na semana' : 'Aumento na semana',
    );
    const change = within(group).getByTestId('card-change');
    if (percent === null) {
      await expect(change).toHaveTextContent('sem comparação');
    } else if (percent < 0) {
      await expect(change).toHaveAttribute('data-tone', 'negative');
      await expect(change).toHaveTextContent(/-[\d.,]+%.*\(queda\)/);
    } else {
      await expect(change).toHaveAttribute('data-tone', 'positive');
    }
  }
}

/**
 * The real figures: the cards (3 per view, looping), the units' first row, the data's date. The
 * week's change compares the seed's last week (14..20/11) with the one before: 'Autorizadas' fell.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const reply = await replyFor(DEMO.admin);
    await expect(reply.total).toBeGreaterThan(0);
    await expect(reply.cards.map((c) => c.weekChangePercent)).toEqual([23, 35.3, -5.3, 33.3]);
    await waitFor(() => expectCard(canvas, 'Total de solicitações', reply.total), WAIT);
    await expect(canvas.getByText('Bem-vindo(a), Administrador Mesquita!')).toBeVisible();
    await expect(canvas.getAllByText('Prefeitura Municipal de Mesquita')[0]).toBeVisible();
    await expect(canvas.getByTestId('dados-atualizados')).toHaveTextContent(
      `Dados atualizados em ${formatDateTimeMinutes(new Date(reply.updatedAt))}`,
    );
    await expect(within(document.body).queryByRole('dialog', { name: DIALOG })).toBeNull();

    // Three cards per view; 'Próximo' brings the fourth, and the carousel loops.
    await expect(canvas.queryByRole('group', { name: 'Realizadas' })).toBeNull();
    await expectCardsOf(canvas, reply);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(card(canvas, 'Realizadas')).toBeVisible();
    await expectCardsOf(canvas, reply);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(card(canvas, 'Total de solicitações')).toBeVisible();

    // The units table: the reply's first unit first.
    const table = canvas.getByRole('table', { name: 'Detalhamento por Unidades' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Unidade de saúde',
      'Município',
      'Total',
      'Aguardando',
      'Autorizadas',
      'Realizadas',
    ]);
    const first = reply.units[0]!;
    await expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      first.unit,
      'Mesquita',
      formatCount(first.total),
      formatCount(first.waiting),
      formatCount(first.authorized),
      formatCount(first.done),
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(reply.units.length + 1);

    await waitFor(() => expect(document.title).toBe('Início | Portal Gerencial'));
  },
};

/** Both charts open at the current month with the reply's daily figures; the selector changes it. */
export const Charts: Story = {
  play: async ({ canvas }) => {
    const reply = await replyFor(DEMO.admin);
    // Both charts open at the current month; its data table holds the reply's daily requests.
    const { labels } = monthCharts(reply.months);
    const month = currentMonthLabel(labels);
    const daily = await canvas.findByRole(
      'table',
      { name: `Solicitações por dia — ${month}` },
      WAIT,
    );
    const days = reply.months[labels.indexOf(month)]!.days;
    const rows = within(daily).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(days.length);
    await expect(rows.map((row) => row.textContent)).toEqual(
      days.map((d) => `Solicitações${d.day}${d.requested}`),
    );
    await expect(
      canvas.getByRole('table', { name: `Detalhamento de Solicitações — ${month}` }),
    ).toBeInTheDocument();
    const [selector] = canvas.getAllByRole('button', { name: /Mês/ });
    await expect(selector).toHaveTextContent(month);

    // Another month in the first selector.
    const previous = labels[labels.indexOf(month) - 1]!;
    await userEvent.click(selector!);
    await userEvent.click(await within(document.body).findByRole('option', { name: previous }));
    await expect(
      await canvas.findByRole('table', { name: `Solicitações por dia — ${previous}` }),
    ).toBeInTheDocument();
    await expectHiddenKeepsItsSize();
  },
};

/** 360 px: one card per view (looping back with 'Anterior'), the units as cards. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const reply = await replyFor(DEMO.admin);
    await waitFor(() => expectCard(canvas, 'Total de solicitações', reply.total), WAIT);
    await expect(canvas.queryByRole('group', { name: 'Aguardando' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expectCard(canvas, 'Realizadas', reply.cards[3]!.value);
    await expectCardsOf(canvas, reply);
    const list = canvas.getByRole('list', { name: 'Detalhamento por Unidades' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(reply.units.length);
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      reply.units[0]!.unit,
    );
    await expect(first).toHaveTextContent(`Total${formatCount(reply.units[0]!.total)}`);
    await expect(canvas.queryByRole('table', { name: 'Detalhamento por Unidades' })).toBeNull();
    await canvas.findByRole('table', { name: /^Detalhamento de Solicitações — / }, WAIT);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px is still the spec's mobile: one card per view, units as cards. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    const reply = await replyFor(DEMO.admin);
    await waitFor(() => expectCard(canvas, 'Total de solicitações', reply.total), WAIT);
    await expect(canvas.queryByRole('group', { name: 'Aguardando' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expectCard(canvas, 'Aguardando', reply.cards[1]!.value);
    await expect(canvas.getByRole('list', { name: 'Detalhamento por Unidades' })).toBeVisible();
  },
};

/** 320 px with text at 200 %: nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Total de solicitações' }, WAIT);
    await canvas.findByRole('table', { name: /^Solicitações por dia — / }, WAIT);
    await canvas.findByRole('table', { name: /^Detalhamento de Solicitações — / }, WAIT);
    await expectNoHorizontalOverflow();
  },
};

/** A state client: its units under its own name (the rows carry no municipality). */
export const StateClient: Story = {
  beforeEach: loginAdminForStory(DEMO.stateAdmin),
  play: async ({ canvas }) => {
    const reply = await replyFor(DEMO.stateAdmin);
    await waitFor(() => expectCard(canvas, 'Total de solicitações', reply.total), WAIT);
    const table = canvas.getByRole('table', { name: 'Detalhamento por Unidades' });
    await expect(
      within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1],
    ).toHaveTextContent('Secretaria de Estado de Saúde do Rio de Janeiro');
  },
};

export const Loading: Story = {
  parameters: { scenarios: { getClientDashboard: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os números da fila...')).toBeVisible();
    await expect(canvas.getByText('Bem-vindo(a), Administrador Mesquita!')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Total de solicitações' })).toBeNull();
  },
};

/** A client without queue rows: says so and leads to the import. */
export const Empty: Story = {
  parameters: { scenarios: { getClientDashboard: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ainda não há solicitações na fila deste cliente.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Total de solicitações' })).toBeNull();
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Importar informações Fila' }));
    await waitFor(() => expect(currentRoute()).toBe('/import'));
  },
};

/** The call fails: the server's message; 'Tentar novamente' recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { getClientDashboard: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, WAIT)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('group', { name: 'Total de solicitações' }, WAIT),
    ).toBeVisible();
  },
};

/** Offline: the screen's own message (not the browser's), and the retry. */
export const Offline: Story = {
  parameters: { scenarios: { getClientDashboard: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar os números da fila.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

let malformedReplies = 0;

/** A 200 with `{}`: an error with a retry, never a blank or zeroed home. */
export const Malformed: Story = {
  beforeEach: () => {
    malformedReplies = 1;
  },
  parameters: {
    msw: {
      handlers: [
        // Answers `{}` once; then the contract's handler answers (a resolver without a reply).
        http.get('*/api/clients/dashboard', () =>
          malformedReplies-- > 0 ? HttpResponse.json({}) : undefined,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'O servidor enviou uma resposta inesperada. Tente novamente.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Total de solicitações' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('group', { name: 'Total de solicitações' }, WAIT),
    ).toBeVisible();
  },
};

/**
 * Every way a week change is shown: a fall in red with a down triangle and '(queda)', labelled
 * 'Queda na semana' (never 'Aumento'), a rise with an up one, none. The triangles are drawn (SVG),
 * not characters the typeface lacks.
 */
export const WeekChanges: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/clients/dashboard', () => HttpResponse.json(fixture()))],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expectCard(canvas, 'Total de solicitações', 1234), WAIT);
    const change = (name: string) => within(card(canvas, name)).getByTestId('card-change');
    await expect(change('Total de solicitações')).toHaveTextContent('+8,2% (alta)');
    await expect(getComputedStyle(change('Total de solicitações')).color).toBe('rgb(20, 108, 46)');
    await expect(change('Aguardando')).toHaveTextContent('-12,5% (queda)');
    await expect(change('Aguardando')).toHaveAttribute('data-tone', 'negative');
    // A fall is not labelled an increase; a rise, no change and no comparison keep the spec's words.
    await expect(card(canvas, 'Aguardando')).toHaveTextContent('Queda na semana');
    await expect(card(canvas, 'Aguardando')).not.toHaveTextContent('Aumento na semana');
    await expect(card(canvas, 'Total de solicitações')).toHaveTextContent('Aumento na semana');
    await expect(card(canvas, 'Autorizadas')).toHaveTextContent('Aumento na semana');
    const triangle = (name: string) => change(name).querySelector('svg path')?.getAttribute('d');
    await expect(triangle('Total de solicitações')).toMatch(/^M12 3/);
    await expect(triangle('Aguardando')).toMatch(/^M12 21/);
    await expect(triangle('Autorizadas')).toBeUndefined();
    await expect(getComputedStyle(change('Aguardando')).color).toBe('rgb(176, 26, 26)');
    await expect(change('Autorizadas')).toHaveTextContent('sem comparação');
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(change('Realizadas')).toHaveTextContent('0% (estável)');
    await expect(getComputedStyle(change('Realizadas')).color).toBe('rgb(20, 108, 46)');
  },
};

const dialog = () => within(within(document.body).getByRole('dialog', { name: DIALOG }));

/** The meta's login accepted the term; these stories need the seed's admin, who has not. */
const termNotAccepted = async () => {
  resetDb({ force: true });
  return loginAdminForStory(DEMO.admin, { acceptTerm: false })();
};

/**
 * The term not accepted yet: the modal opens by itself; the agree box waits for the end of the
 * text; Aceitar without it says why; accepted, the modal closes.
 */
export const TermPending: Story = {
  beforeEach: termNotAccepted,
  play: async () => {
    await waitFor(
      () => expect(dialog().getByRole('button', { name: 'Aceitar' })).toBeVisible(),
      WAIT,
    );
    const box = dialog().getByRole('checkbox', { name: /Li e concordo/ });
    await expect(box).toBeDisabled();
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await expectToast('A leitura e concordância dos Termos e Condições é obrigatória.');
    await expect(within(document.body).getByRole('dialog', { name: DIALOG })).toBeVisible();
    const text = dialog().getByRole('region', { name: `Texto: ${DIALOG}` });
    text.scrollTop = text.scrollHeight;
    text.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(dialog().getByRole('button', { name: 'Aceitar' }));
    await expectToast('Termos de Politíca e Privacidade aceitos com sucesso!', 'success');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: DIALOG })).toBeNull(),
    );
  },
};

/** Cancelar: the spec's message, and the admin is logged out to the clientes route. */
export const TermCancelled: Story = {
  beforeEach: termNotAccepted,
  play: async () => {
    await waitFor(
      () => expect(dialog().getByRole('button', { name: 'Cancelar' })).toBeVisible(),
      WAIT,
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Cancelar' }));
    await expectToast(
      'Para continuar usando nosso sistema, você deve aceitar a política de privacidade!',
    );
    await waitFor(() => expect(currentRoute()).toBe('/'));
  },
};

/** A complete reply with chosen week changes (the seed's depend on the day the story runs). */
function fixture(): Dashboard {
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, i) => {
    const first = new Date(now.getFullYear(), now.getMonth() - 11 + i, 1);
    const length = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    return {
      year: first.getFullYear(),
      month: first.getMonth() + 1,
      days: Array.from({ length }, (_, d) => ({
        day: d + 1,
        requested: (d * 7) % 5,
        scheduled: d % 3,
        done: d % 2,
      })),
    };
  });
  return {
    updatedAt: '2026-11-20T18:42:07-03:00',
    total: 1234,
    cards: [
      { key: 'total', label: 'Total de solicitações', value: 1234, weekChangePercent: 8.2 },
      { key: 'waiting', label: 'Aguardando', value: 600, weekChangePercent: -12.5 },
      { key: 'authorized', label: 'Autorizadas', value: 400, weekChangePercent: null },
      { key: 'done', label: 'Realizadas', value: 234, weekChangePercent: 0 },
    ],
    months,
    units: [
      {
        unit: 'UBS Centro',
        municipality: 'Mesquita',
        total: 1234,
        waiting: 600,
        authorized: 400,
        done: 234,
      },
    ],
  };
}
