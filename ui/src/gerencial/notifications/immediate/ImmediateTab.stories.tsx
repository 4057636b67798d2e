import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../../api/reply';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../../storybook/expectToast';
import { spyRequests } from '../../../storybook/spyRequests';
import { atReflow, atViewport } from '../../../storybook/viewports';
import { ScreenHeader } from '../../layout/ScreenHeader';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import { NOTIFICATIONS } from '../messages';
import { ImmediateTab } from './ImmediateTab';
import { answerWith, sendNow } from './storyReplies';

const M = NOTIFICATIONS;

/** The tab as the page shows it: under the page's heading, inside the admin layout. */
const meta = {
  title: 'Gerencial/Notificações/Envio Imediato',
  component: ImmediateTab,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/agendamento-notificacoes' } },
  beforeEach: loginAdminForStory(DEMO.admin),
  render: () => (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <ImmediateTab />
    </>
  ),
} satisfies Meta<typeof ImmediateTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
const T = { timeout: 8_000 };
const LIST = 'Notificações enviadas';
const SENT_PATH = '/api/immediate-notifications';
const recipientsPath = (id: number) => `/api/immediate-notifications/${id}/recipients`;

const pad = (n: number) => String(n).padStart(2, '0');
const br = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAgo = (n: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - n);
};

const notificationList = (canvas: Canvas) => canvas.findByRole('list', { name: LIST }, T);
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem', { name: /^\d{3} / });
const openFilter = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
async function retype(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

/** The sent list of the last 25 days, 10 per page, each card's fields and funnel. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    await expect(canvas.getByText('14 notificações enviadas')).toBeVisible();
    const shown = cards(list);
    await expect(shown).toHaveLength(10);
    const first = within(shown[0]!);
    await expect(first.getByText(/^\d{3}$/)).toBeVisible();
    await expect(first.getByText(/^Enviada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(first.getByRole('list', { name: 'Interações' })).toBeVisible();
    await expect(
      first.getByRole('table', { name: /^Entrega da notificação \d{3}/ }),
    ).toBeInTheDocument();
    await expect(first.getByRole('button', { name: /^Ver destinatários/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByText(M.emptyRecipients)).toBeVisible();
    await expect(canvas.getByText(/^Enviadas de \d{2}\/\d{2}\/\d{4} a /)).toBeVisible();
  },
};

/** 360 px: the columns stack, notifications first; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    const notifications = canvas.getByRole('region', { name: 'Notificações' });
    const recipients = canvas.getByRole('region', { name: 'Destinatários' });
    await expect(recipients.getBoundingClientRect().top).toBeGreaterThan(
      notifications.getBoundingClientRect().bottom - 1,
    );
    await userEvent.click(
      within(cards(list)[0]!).getByRole('button', { name: /^Ver destinatários/ }),
    );
    await expect(
      await within(recipients).findByRole('list', { name: /^Destinatários da notificação/ }, T),
    ).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px is still the stacked layout (the spec's breakpoint); the filter fits. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    await notificationList(canvas);
    const notifications = canvas.getByRole('region', { name: 'Notificações' });
    const recipients = canvas.getByRole('region', { name: 'Destinatários' });
    await expect(recipients.getBoundingClientRect().left).toBe(
      notifications.getBoundingClientRect().left,
    );
    await openFilter(canvas);
    await expect(field(canvas, 'Data inicial')).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px at 200 % text: the cards, funnel and filter reflow. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await notificationList(canvas);
    await openFilter(canvas);
    await expectNoHorizontalOverflow();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { listImmediateNotifications: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando notificações...')).toBeVisible();
  },
};

/** The recipients column's own loader while the notifications stay usable. */
export const RecipientsLoading: Story = {
  parameters: { scenarios: { listImmediateNotificationRecipients: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    await userEvent.click(
      within(cards(list)[0]!).getByRole('button', { name: /^Ver destinatários/ }),
    );
    const recipients = canvas.getByRole('region', { name: 'Destinatários' });
    await expect(
      await within(recipients).findByText('Carregando destinatários...', {}, T),
    ).toBeVisible();
    await waitFor(() => expect(recipients).toHaveAttribute('aria-busy', 'true'), T);
    await expect(
      within(cards(list)[1]!).getByRole('button', { name: /^Ver destinatários/ }),
    ).toBeEnabled();
  },
};

/** Nothing sent in the period: both columns' empty texts. */
export const Empty: Story = {
  parameters: { scenarios: { listImmediateNotifications: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(M.emptyNotifications, {}, T)).toBeVisible();
    await expect(canvas.getByText(M.emptyRecipients)).toBeVisible();
  },
};

/** The list fails: its message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: {
      listImmediateNotifications: { kind: 'error', message: 'Erro interno no servidor.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await notificationList(canvas)).toBeVisible();
  },
};

/** Offline: the list cannot be reached; the retry recovers once the network is back. */
export const Offline: Story = {
  parameters: { scenarios: { listImmediateNotifications: { kind: 'network' } } },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, T);
    await expect(canvas.queryByRole('list', { name: LIST })).toBeNull();
    resetScenarios();
    await userEvent.click(retry);
    await expect(await notificationList(canvas)).toBeVisible();
  },
};

const MANY = 3000;
/** 3,000 recipients: the column shows 20 at a time, paged on the screen. */
export const ManyRecipients: Story = {
  beforeEach: () =>
    answerWith({
      [SENT_PATH]: {
        count: 1,
        rows: [
          {
            id: 5,
            title: 'Campanha',
            message: 'Para todos',
            createdAt: '2026-11-19 10:05:00',
            interactions: [1],
          },
        ],
      },
      [recipientsPath(5)]: {
        count: MANY,
        rows: Array.from({ length: MANY }, (_, i) => ({
          id: i + 1,
          cpf: DEMO.patient.cpf,
          name: `Pessoa ${i + 1}`,
          interactionNotificationType: (i % 6) + 1,
          interactionDate: '2026-11-19 10:30:00',
          deletedAt: null,
        })),
      },
    }).restore,
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    await userEvent.click(within(list).getByRole('button', { name: /^Ver destinatários/ }));
    const recipients = await canvas.findByRole(
      'list',
      { name: 'Destinatários da notificação 005' },
      T,
    );
    await expect(within(recipients).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByText(`${MANY} destinatários da notificação 005`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() =>
      expect(within(recipients).getAllByRole('listitem')[0]).toHaveAccessibleName(/Pessoa 2981$/),
    );
    // Counted from the 3,000 loaded: one in six at each status.
    const table = within(list).getByRole('table', {
      name: `Entrega da notificação 005: ${MANY} destinatários`,
    });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('enviado250083%');
  },
};

/** One recipient is counted in the singular: the funnel's caption and table, the column's total. */
export const OneRecipient: Story = {
  beforeEach: () =>
    answerWith({
      [SENT_PATH]: {
        count: 1,
        rows: [
          {
            id: 15,
            title: 'Consulta amanhã',
            message: 'Lembrete: sua consulta é amanhã às 8h.',
            createdAt: '2026-11-19 10:05:00',
            interactions: [6],
            delivery: { total: 1, enviado: 1, entregue: 1, exibido: 1, aberto: 1, lido: 1 },
          },
        ],
      },
      [recipientsPath(15)]: {
        count: 1,
        rows: [
          {
            id: 1,
            cpf: DEMO.patient.cpf,
            name: 'Maria da Silva',
            interactionNotificationType: 6,
            interactionDate: '2026-11-19 10:30:00',
            deletedAt: null,
          },
        ],
      },
    }).restore,
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    await expect(canvas.getByText('1 notificação enviada')).toBeVisible();
    await expect(
      within(list).getByRole('table', { name: 'Entrega da notificação 015: 1 destinatário' }),
    ).toBeInTheDocument();
    await expect(within(list).getByText('Entrega: 1 destinatário')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Ver destinatários/ }));
    await expect(await canvas.findByText('1 destinatário da notificação 015', {}, T)).toBeVisible();
  },
};

/** The recipients fail: the column's error and retry; the notifications stay. */
export const RecipientsError: Story = {
  parameters: {
    scenarios: { listImmediateNotificationRecipients: { kind: 'error', message: 'Falhou.' } },
  },
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    await userEvent.click(
      within(cards(list)[0]!).getByRole('button', { name: /^Ver destinatários/ }),
    );
    const recipients = canvas.getByRole('region', { name: 'Destinatários' });
    await expect(await within(recipients).findByText('Falhou.', {}, T)).toBeVisible();
    await expect(cards(list)).toHaveLength(10);
    resetScenarios();
    await userEvent.click(within(recipients).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await within(recipients).findByRole('list', { name: /^Destinatários da notificação/ }, T),
    ).toBeVisible();
  },
};

/** A 200 without the contract's shape is an error with a retry, in each column. */
export const MalformedReply: Story = {
  parameters: { scenarios: { listImmediateNotifications: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    const list = await notificationList(canvas);
    // A recipient without its CPF is no recipient.
    const fake = answerWith({
      [recipientsPath(Number(within(cards(list)[0]!).getByText(/^\d{3}$/).textContent))]: {
        count: 1,
        rows: [{ id: 1, name: 'Sem CPF' }],
      },
    });
    try {
      await userEvent.click(
        within(cards(list)[0]!).getByRole('button', { name: /^Ver destinatários/ }),
      );
      const recipients = canvas.getByRole('region', { name: 'Destinatários' });
      await expect(await within(recipients).findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
      await expect(within(recipients).queryByText('Sem CPF')).toBeNull();
    } finally {
      fake.restore();
    }
  },
};

/** Each field's own message beside it and every message in one toast; the list is not read. */
export const FilterValidation: Story = {
  play: async ({ canvas }) => {
    await notificationList(canvas);
    const spy = spyRequests();
    try {
      await openFilter(canvas);
      await userEvent.type(field(canvas, 'Título'), 'ab');
      await userEvent.type(field(canvas, 'CPF'), '11111111111');
      await userEvent.type(field(canvas, 'Nome'), 'Jo');
      // Start after end.
      await retype(field(canvas, 'Data inicial'), br(daysAgo(1)));
      await retype(field(canvas, 'Data final'), br(daysAgo(3)));
      await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
      const length = 'O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.';
      await expectToast(
        new RegExp(
          [
            length,
            'Preencha o campo CPF corretamente.',
            'mínimo 3 e no máximo 50',
            'Data inicial deve ser anterior a data final',
            'Data final deve ser posterior a data inicial',
          ]
            .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\s\\S]*'),
        ),
      );
      await expect(field(canvas, 'Título')).toHaveAccessibleDescription(length);
      await expect(field(canvas, 'CPF')).toHaveAccessibleDescription(
        'Preencha o campo CPF corretamente.',
      );
      await expect(field(canvas, 'Nome')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(canvas, 'Data inicial')).toHaveAccessibleDescription(
        'Data inicial deve ser anterior a data final',
      );
      await expect(field(canvas, 'Data final')).toHaveAccessibleDescription(
        'Data final deve ser posterior a data inicial',
      );
      // A future date and an impossible one.
      await retype(field(canvas, 'Data inicial'), '31/02/2024');
      await retype(field(canvas, 'Data final'), br(daysAgo(-2)));
      await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
      await expect(field(canvas, 'Data inicial')).toHaveAccessibleDescription(
        'Por favor, informe uma data válida!',
      );
      await expect(field(canvas, 'Data final')).toHaveAccessibleDescription(
        'A data informada deve ser anterior ou igual ao dia atual!',
      );
      await expectToast(
        /Por favor, informe uma data válida![\s\S]*anterior ou igual ao dia atual!/,
      );
      await expect(spy.rest('GET', SENT_PATH)).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

let spy: ReturnType<typeof spyRequests> | undefined;
/** A story `beforeEach`: records the requests from before the first render (the opening read). */
const spyFromStart = () => {
  spy = spyRequests();
  return () => spy?.restore();
};
const seen = () => {
  if (!spy) throw new globalThis.Error('spyFromStart did not run');
  return spy;
};

/** The defaults (25 days back → today) and what Filtrar sends: yyyy-MM-dd, CPF digits, pills. */
export const FilterDefaults: Story = {
  beforeEach: spyFromStart,
  play: async ({ canvas }) => {
    const requests = seen();
    await notificationList(canvas);
    const opening = new URL(requests.rest('GET', SENT_PATH)[0]!.url).searchParams;
    await expect(opening.get('startDate')).toBe(iso(daysAgo(25)));
    await expect(opening.get('endDate')).toBe(iso(daysAgo(0)));
    await expect(opening.get('limit')).toBe('10');
    await expect(opening.get('offset')).toBe('0');
    await expect(opening.has('interactions')).toBe(false);
    await openFilter(canvas);
    await expect(field(canvas, 'Data inicial')).toHaveValue(br(daysAgo(25)));
    await expect(field(canvas, 'Data final')).toHaveValue(br(daysAgo(0)));
    await userEvent.type(field(canvas, 'CPF'), DEMO.patient.cpf);
    await expect(field(canvas, 'CPF')).toHaveValue('529.982.247-25');
    await retype(field(canvas, 'Data inicial'), br(daysAgo(10)));
    const lido = canvas.getByRole('button', { name: 'lido' });
    await userEvent.click(lido);
    await expect(lido).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'entregue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(requests.rest('GET', SENT_PATH)).toHaveLength(2), T);
    const sent = new URL(requests.rest('GET', SENT_PATH)[1]!.url).searchParams;
    await expect(sent.get('cpf')).toBe(DEMO.patient.cpf);
    await expect(sent.get('startDate')).toBe(iso(daysAgo(10)));
    await expect(sent.get('endDate')).toBe(iso(daysAgo(0)));
    await expect(sent.getAll('interactions')).toEqual(['2', '6']);
    await expect(sent.has('title')).toBe(false);
    // The same filter again is read again.
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(requests.rest('GET', SENT_PATH)).toHaveLength(3), T);
  },
};

/** Selecting loads the recipients with the chosen interactions; selecting it again reads nothing. */
export const SelectLoadsRecipients: Story = {
  play: async ({ canvas }) => {
    await notificationList(canvas);
    await openFilter(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'enviado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'lido' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    const spy = spyRequests();
    try {
      const list = await notificationList(canvas);
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), T);
      const card = within(cards(list)[0]!);
      const id = Number(card.getByText(/^\d{3}$/).textContent);
      const button = card.getByRole('button', { name: /^Ver destinatários/ });
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      const recipients = canvas.getByRole('region', { name: 'Destinatários' });
      const shown = await within(recipients).findByRole('list', {}, T);
      await expect(shown).toHaveAccessibleName(
        `Destinatários da notificação ${String(id).padStart(3, '0')}`,
      );
      const calls = spy.rest('GET', recipientsPath(id));
      await expect(calls).toHaveLength(1);
      await expect(new URL(calls[0]!.url).searchParams.getAll('interactions')).toEqual(['1', '6']);
      for (const item of within(shown).getAllByRole('listitem')) {
        await expect(within(item).getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)).toBeVisible();
        await expect(within(item).getByText(/^(enviado|lido)$/)).toBeVisible();
      }
      await userEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(spy.rest('GET', recipientsPath(id))).toHaveLength(1);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    } finally {
      spy.restore();
    }
  },
};

const DELIVERY = { total: 40, enviado: 38, entregue: 31, exibido: 24, aberto: 12, lido: 7 };
const FUNNEL_REPLIES = {
  [SENT_PATH]: {
    count: 2,
    rows: [
      {
        id: 7,
        title: 'Com funil',
        message: 'A',
        createdAt: '2026-11-19 10:05:00',
        interactions: [1, 2, 4, 5, 6],
        delivery: DELIVERY,
      },
      {
        id: 8,
        title: 'Sem funil',
        message: 'B',
        createdAt: '2026-11-18 09:00:00',
        interactions: [1, 2, 3, 6],
      },
    ],
  },
  [recipientsPath(8)]: {
    count: 4,
    rows: [1, 2, 6, 3].map((status, i) => ({
      id: i + 1,
      cpf: DEMO.patient.cpf,
      name: `Pessoa ${i + 1}`,
      interactionNotificationType: status,
      interactionDate: '2026-11-18 09:30:00',
      deletedAt: null,
    })),
  },
};
const stageRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/**
 * The funnel: counts and shares of the total, as bars (hidden from screen readers) and as a
 * table; a backend that sends no `delivery` gets it counted from the loaded recipients.
 */
export const Funnel: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  beforeEach: () => answerWith(FUNNEL_REPLIES).restore,
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    const [withFunnel, without] = cards(list);
    const table = within(withFunnel!).getByRole('table', {
      name: 'Entrega da notificação 007: 40 destinatários',
    });
    await expect(stageRows(table)).toEqual([
      'enviado3895%',
      'entregue3178%',
      'exibido2460%',
      'aberto1230%',
      'lido718%',
    ]);
    const bars = within(withFunnel!).getByTestId('funnel-bars');
    await expect(bars).toHaveAttribute('aria-hidden', 'true');
    await expect(within(bars).getByText('31 (78%)')).toBeVisible();
    await expect(within(without!).queryByRole('table')).toBeNull();
    await expect(
      within(without!).getByText('Selecione a notificação para ver a entrega.'),
    ).toBeVisible();
    await userEvent.click(within(without!).getByRole('button', { name: /^Ver destinatários/ }));
    const computed = await within(without!).findByRole(
      'table',
      { name: 'Entrega da notificação 008: 4 destinatários' },
      T,
    );
    // agendado counts in the total only.
    await expect(stageRows(computed)).toEqual([
      'enviado375%',
      'entregue250%',
      'exibido125%',
      'aberto125%',
      'lido125%',
    ]);
    await expect(
      within(without!).getByText('Calculado na tela a partir dos 4 destinatários carregados.'),
    ).toBeVisible();
  },
};

/** 14 sent: page 2 asks offset 10 and shows the other 4. */
export const Paging: Story = {
  beforeEach: spyFromStart,
  play: async ({ canvas }) => {
    const requests = seen();
    const list = await notificationList(canvas);
    const firstPage = cards(list).map((c) => c.getAttribute('aria-label'));
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(cards(list)).toHaveLength(4), T);
    const second = requests.rest('GET', SENT_PATH).at(-1)!;
    await expect(new URL(second.url).searchParams.get('offset')).toBe('10');
    for (const card of cards(list))
      await expect(firstPage).not.toContain(card.getAttribute('aria-label'));
  },
};

const HTML_TITLE = '<img src=x onerror="window.__xss=1">Aviso';
const HTML_MESSAGE = '<b>negrito</b> <script>window.__xss=1</script>';

/** Markup typed into a title or message is shown as text, never rendered. */
export const HtmlAsText: Story = {
  beforeEach: async () => {
    await sendNow(DEMO.admin, HTML_TITLE, HTML_MESSAGE, [DEMO.patient.cpf]);
  },
  play: async ({ canvas }) => {
    const list = await notificationList(canvas);
    const card = cards(list)[0]!;
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(HTML_TITLE);
    await expect(within(card).getByText(HTML_MESSAGE)).toBeVisible();
    await expect(card.querySelector('img, b, script')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** Everything by keyboard: open the filter, choose a pill, filter, select a notification. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await notificationList(canvas);
    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(field(canvas, 'Título')).toHaveFocus();
    await userEvent.keyboard('Consulta amanhã');
    canvas.getByRole('button', { name: 'lido' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'lido' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'lido' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    field(canvas, 'Título').focus();
    await userEvent.keyboard('{Enter}');
    const list = await notificationList(canvas);
    await waitFor(() => {
      for (const card of cards(list))
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
          'Consulta amanhã',
        );
    }, T);
    const button = within(cards(list)[0]!).getByRole('button', { name: /^Ver destinatários/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(
      await canvas.findByRole('list', { name: /^Destinatários da notificação/ }, T),
    ).toBeVisible();
  },
};
