import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios, setScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../../api/reply';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { spyRequests } from '../../../storybook/spyRequests';
import { atReflow, atViewport } from '../../../storybook/viewports';
import { ScreenHeader } from '../../layout/ScreenHeader';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import { answerWith } from '../immediate/storyReplies';
import { NOTIFICATIONS } from '../messages';
import { AutomaticTab } from './AutomaticTab';
import { AUTOMATIC } from './messages';
import { importNotices, type NoticeImport } from './storyImports';

const M = AUTOMATIC;

/** The tab as the page shows it: under the page's heading, inside the admin layout. */
const meta = {
  title: 'Gerencial/Notificações/Avisos automáticos',
  component: AutomaticTab,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/agendamento-notificacoes' } },
  beforeEach: loginAdminForStory(DEMO.admin),
  render: () => (
    <>
      <ScreenHeader title={NOTIFICATIONS.title} description={NOTIFICATIONS.intro} />
      <AutomaticTab />
    </>
  ),
} satisfies Meta<typeof AutomaticTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
const T = { timeout: 8_000 };
const PATH = '/api/status-notices';
const CPF = '529.982.247-25';

let importIds: number[] = [];
/**
 * A story `beforeEach`: the admin imports each file on the mock backend, each sending the demo
 * patient one automatic notice. The story's scenarios are held back while it runs, so a failing
 * list fails the screen, not the import.
 */
const withImports =
  (...imports: NoticeImport[]) =>
  async ({ parameters }: StoryContext) => {
    resetScenarios();
    importIds = await importNotices({ admin: DEMO.admin, patient: DEMO.patient }, imports);
    setScenarios(parameters.scenarios);
  };

const scheduled: NoticeImport = {
  fileName: 'fila-novembro.csv',
  change: { status: 'AGENDADO', day: '2026-12-12' },
  patient: 'delivered',
};

const noticeList = (canvas: Canvas) => canvas.findByRole('list', { name: M.noticesList }, T);
const importList = (canvas: Canvas) => canvas.getByRole('list', { name: M.importsList });
const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

/** The intro, with its link to Configurações, stands whatever the list's state. */
async function expectIntro(canvas: Canvas) {
  const intro = canvas.getByText(/enviados sozinhos quando uma importação muda a situação/);
  await expect(intro).toBeVisible();
  await expect(intro).toHaveTextContent(/em Configurações \(“Avisos aos pacientes”\)\.$/);
  await expect(within(intro).getByRole('link', { name: 'Configurações' })).toHaveAttribute(
    'href',
    '/configuracoes',
  );
}

/**
 * An admin import schedules the demo patient's waiting request: its one automatic notice, which
 * the patient's inbox fetched, with the import's counts.
 */
export const Default: Story = {
  beforeEach: withImports(scheduled),
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expectIntro(canvas);
    const [id] = importIds;
    await expect(within(importList(canvas)).getByRole('listitem')).toHaveTextContent(
      `Importação nº ${id} (fila-novembro.csv): 1 aviso automático — 1 entregue, 0 lidos`,
    );
    await expect(canvas.getByText('1 aviso automático')).toBeVisible();
    const [card] = items(list);
    const notice = within(card!);
    await expect(notice.getByText('Automático')).toBeVisible();
    await expect(notice.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Solicitação agendada',
    );
    await expect(
      notice.getByText(/foi agendada para 12\/12\/2026, na unidade Policlínica Mesquita\./),
    ).toBeVisible();
    await expect(notice.getByText(DEMO.patient.name)).toBeVisible();
    await expect(notice.getByText(CPF)).toBeVisible();
    await expect(notice.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(notice.getByText(/^Entregue em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(notice.getByText(`Importação nº ${id} (fila-novembro.csv)`)).toBeVisible();
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Two imports: the list kept to one of them, and back to all. */
export const OneImport: Story = {
  beforeEach: withImports(
    {
      fileName: 'fila-outubro.csv',
      change: { status: 'AGENDADO', day: '2026-12-12' },
      patient: 'read',
    },
    { fileName: 'fila-novembro.csv', change: { status: 'DEVOLVIDO' }, patient: 'nothing' },
  ),
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    const [october, november] = importIds;
    // Newest first, in the counts as in the list.
    await expect(items(importList(canvas)).map((li) => li.querySelector('p')?.textContent)).toEqual(
      [
        `Importação nº ${november} (fila-novembro.csv): 1 aviso automático — 0 entregues, 0 lidos`,
        `Importação nº ${october} (fila-outubro.csv): 1 aviso automático — 1 entregue, 1 lido`,
      ],
    );
    await expect(canvas.getByText('2 avisos automáticos')).toBeVisible();
    const [newest, oldest] = items(list);
    await expect(within(newest!).getByText('Solicitação devolvida')).toBeVisible();
    await expect(
      within(newest!).getByText(/^Enviado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(
      within(oldest!).getByText(/^Lido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ).toBeVisible();

    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: `${M.showImport} nº ${october}` }));
      await expect(
        await canvas.findByText(
          `1 aviso automático da importação nº ${october} (fila-outubro.csv)`,
          {},
          T,
        ),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { name: M.noticesHeading })).toHaveFocus();
      const asked = new URL(spy.rest('GET', PATH)[0]!.url).searchParams;
      await expect(asked.get('importId')).toBe(String(october));
      await expect(asked.get('offset')).toBe('0');
      await waitFor(() => expect(items(list)).toHaveLength(1), T);
      await expect(within(items(list)[0]!).getByText('Solicitação agendada')).toBeVisible();
      await expect(items(importList(canvas))).toHaveLength(1);
      await expect(within(importList(canvas)).getByRole('listitem')).toHaveTextContent(
        `Importação nº ${october} (fila-outubro.csv)`,
      );

      await userEvent.click(canvas.getByRole('button', { name: M.allImports }));
      await expect(await canvas.findByText('2 avisos automáticos', {}, T)).toBeVisible();
      await waitFor(() => expect(items(list)).toHaveLength(2), T);
      await expect(new URL(spy.rest('GET', PATH).at(-1)!.url).searchParams.has('importId')).toBe(
        false,
      );
      await expect(items(importList(canvas))).toHaveLength(2);
    } finally {
      spy.restore();
    }
  },
};

/** 360 px: the counts, their buttons and the cards reflow; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  beforeEach: withImports(scheduled),
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expect(items(list)).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: /^Ver avisos desta importação/ }),
    ).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 % (WCAG 1.4.10): the counts and the notices reflow, nothing is cut. */
export const Reflow: Story = {
  globals: atReflow(),
  beforeEach: withImports(scheduled),
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expect(items(list)).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: /^Ver avisos desta importação/ }),
    ).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** No import sent any: the empty text under the intro. */
export const Empty: Story = {
  parameters: { scenarios: { listStatusNotices: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(M.empty, {}, T)).toBeVisible();
    await expectIntro(canvas);
    await expect(canvas.queryByRole('list', { name: M.importsList })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { listStatusNotices: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(M.loading)).toBeVisible();
    await expectIntro(canvas);
  },
};

/** The list fails: its message and a retry that recovers. */
export const Failure: Story = {
  beforeEach: withImports(scheduled),
  parameters: {
    scenarios: { listStatusNotices: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: M.noticesList })).toBeNull();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(items(await noticeList(canvas))).toHaveLength(1);
  },
};

/** A 200 without the contract's shape is an error with a retry, never a blank list. */
export const MalformedReply: Story = {
  beforeEach: withImports(scheduled),
  parameters: { scenarios: { listStatusNotices: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    await expect(canvas.queryByText(M.empty)).toBeNull();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(items(await noticeList(canvas))).toHaveLength(1);
  },
};

const HTML_TITLE = '<img src=x onerror="window.__xss=1">Aviso';
const HTML_MESSAGE = '<b>negrito</b> <script>window.__xss=1</script>';
const notice = (id: number, more: object = {}) => ({
  id,
  importId: 41,
  requestId: 1000 + id,
  cpf: '52998224725',
  name: null,
  title: `Aviso ${id}`,
  message: 'Texto',
  createdAt: '2026-11-29T10:15:00-03:00',
  interactionNotificationType: 1,
  interactionDate: null,
  ...more,
});

/**
 * Twelve notices of one import: ten on the first page, and the next asks offset 10. A patient
 * without a name, and markup in a notice, shown as text.
 */
export const Paging: Story = {
  beforeEach: () =>
    answerWith({
      [PATH]: {
        count: 12,
        imports: [{ importId: 41, fileName: 'fila-novembro.csv', sent: 12, delivered: 2, read: 1 }],
        rows: [
          notice(12, { title: HTML_TITLE, message: HTML_MESSAGE }),
          ...Array.from({ length: 9 }, (_, i) => notice(11 - i)),
        ],
      },
    }).restore,
  play: async ({ canvas }) => {
    const list = await noticeList(canvas);
    await expect(within(importList(canvas)).getByRole('listitem')).toHaveTextContent(
      'Importação nº 41 (fila-novembro.csv): 12 avisos automáticos — 2 entregues, 1 lido',
    );
    await expect(items(list)).toHaveLength(10);
    const [first] = items(list);
    await expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(HTML_TITLE);
    await expect(within(first!).getByText(HTML_MESSAGE)).toBeVisible();
    await expect(first!.querySelector('img, b, script')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await expect(within(first!).getByText(M.noName)).toBeVisible();
    await expect(within(first!).getByText(CPF)).toBeVisible();
    await expect(within(first!).getByText(/^Enviado em \d{2}\/11\/2026 \d{2}:15$/)).toBeVisible();
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
      await waitFor(() => expect(spy.rest('GET', PATH)).toHaveLength(1), T);
      await expect(new URL(spy.rest('GET', PATH)[0]!.url).searchParams.get('offset')).toBe('10');
    } finally {
      spy.restore();
    }
  },
};
