import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectToast } from '../../storybook/expectToast';
import { atReflow } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { PortalHeader } from '../layout/PortalHeader';
import { loggedOut, loginAs, withCity, withSessionClients } from '../storybook/decorators';
import { scheduleWaitingRequest } from '../storybook/importStatusChange';
import { withPushBrowser } from '../storybook/pushBrowser';
import { NoticesPage } from './NoticesPage';

const meta = {
  title: 'Portal/Avisos/Página',
  component: NoticesPage,
  // The push section below the inbox, off, on a stand-in browser (../storybook/pushBrowser.tsx).
  decorators: [withCity, withSessionClients, withRouter('/avisos'), withPushBrowser],
  beforeEach: async () => {
    // The lazy inbox is fetched first, so a story times the screen, not the dev server.
    await Promise.all([import('./NoticesInbox'), import('./push/PushSection')]);
    return loginAs(DEMO.patient.cpf, DEMO.patient.password)();
  },
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo patient's seeded inbox (6 notices, 5 unread) and the page summary. */
const SEEDED = '6 avisos, 5 não lidos';

/**
 * Sends `count` notifications to the demo patient as the Portal Gerencial does (the admin's login
 * and POST /api/immediate-notifications on the mock backend), for an inbox of several pages.
 */
async function sendToPatient(count: number) {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<{ token?: string }>;
  };
  const { token } = await call('/api/clients/login', {
    login: DEMO.admin.login,
    password: DEMO.admin.password,
  });
  for (let i = 1; i <= count; i++)
    await call(
      '/api/immediate-notifications',
      {
        sendAllCpf: false,
        cpfs: [DEMO.patient.cpf],
        title: `Aviso da Secretaria nº ${i}`,
        body: `Mensagem número ${i} para a paciente.`,
        data: {},
        clientId: DEMO.admin.clientId,
        onlyPush: false,
      },
      token,
    );
}

/** The notices of the list, in order. */
const cards = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Avisos' })).getAllByRole('article');

/**
 * The inbox, newest first: unread ones are marked 'Não lido'. 'Ler aviso' opens the text and reads
 * it; the count goes down once the backend has confirmed.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SEEDED)).toBeVisible();
    const [first] = await cards(canvas);
    await expect(first).toHaveTextContent('Não lido');
    await userEvent.click(within(first!).getByRole('button', { name: 'Ler aviso' }));
    await expect(within(first!).getByRole('button', { name: 'Fechar aviso' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(await canvas.findByText('6 avisos, 4 não lidos')).toBeVisible();
    const [read] = await cards(canvas);
    await expect(read).toHaveTextContent(/Lido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(read).not.toHaveTextContent('Não lido');
  },
};

/** The header beside the inbox: 'Avisos' carries the unread count, also for a screen reader. */
export const HeaderCount: Story = {
  render: () => (
    <>
      <PortalHeader />
      <NoticesPage />
    </>
  ),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /^Avisos\s*\(5 avisos não lidos\)$/ });
    await expect(link).toHaveTextContent('Avisos5');
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Avisos' })).toBeVisible());
  },
};

/** 'Marcar todas como lidas': a toast once the backend confirmed, and nothing left unread. */
export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(SEEDED);
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todas como lidas' }));
    await expectToast('Todos os avisos foram marcados como lidos.', 'success');
    await expect(await canvas.findByText('6 avisos, 0 não lidos')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
    for (const card of await cards(canvas)) await expect(card).not.toHaveTextContent('Não lido');
  },
};

/** Reading fails: the error toast, and the notice stays unread (nothing shown as done). */
export const ReadFails: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(SEEDED);
    setScenario('readPatientNotice', { kind: 'error' });
    const [first] = await cards(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: 'Marcar como lida' }));
    await expectToast('Erro interno no servidor.');
    await expect(canvas.getByText(SEEDED)).toBeVisible();
    await expect(first).toHaveTextContent('Não lido');
  },
};

/**
 * Many unread (12 more sent by the staff): the newest first, two pages of 10, and the second page
 * gives the heading the focus.
 */
export const ManyUnread: Story = {
  beforeEach: () => sendToPatient(12),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('18 avisos, 17 não lidos')).toBeVisible();
    const page = await cards(canvas);
    await expect(page).toHaveLength(10);
    await expect(page[0]).toHaveTextContent('Aviso da Secretaria nº 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await waitFor(async () => expect(await cards(canvas)).toHaveLength(8));
    await expect(canvas.getByRole('heading', { name: 'Avisos', level: 1 })).toHaveFocus();
  },
};

/**
 * An import scheduled the patient's waiting request: the automatic notice comes first, marked as
 * such, and says what changed, when and where.
 */
export const AutomaticNotice: Story = {
  beforeEach: () =>
    scheduleWaitingRequest({ cpf: DEMO.patient.cpf, admin: DEMO.admin, day: '2026-12-12' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 avisos, 6 não lidos')).toBeVisible();
    const [first] = await cards(canvas);
    await expect(first).toHaveTextContent('Solicitação agendada');
    await expect(first).toHaveTextContent('Aviso automático: sua solicitação mudou');
    await userEvent.click(within(first!).getByRole('button', { name: 'Ler aviso' }));
    await expect(first).toHaveTextContent(
      /Sua solicitação de CONSULTA EM CARDIOLOGIA foi agendada para 12\/12\/2026, na unidade Policlínica Mesquita\./,
    );
  },
};

/** No notice yet. */
export const Empty: Story = {
  parameters: { scenarios: { listPatientNotices: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você não tem avisos.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  },
};

/** The inbox still loading. */
export const Loading: Story = {
  parameters: { scenarios: { listPatientNotices: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando seus avisos...')).toBeVisible();
  },
};

/** The inbox fails: the error and its retry, which then shows the notices. */
export const Failure: Story = {
  parameters: { scenarios: { listPatientNotices: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText(SEEDED)).toBeVisible();
  },
};

/** A 200 that is not the contract's page: a failed read with its retry, never "no notices". */
export const MalformedReply: Story = {
  parameters: { scenarios: { listPatientNotices: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY)).toBeVisible();
    await expect(canvas.queryByText('Você não tem avisos.')).toBeNull();
  },
};

/** Logged out: the page says to log in first. */
export const LoggedOut: Story = {
  beforeEach: loggedOut,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Você precisa entrar para ver seus avisos.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      '/usuarios',
    );
  },
};

/** A 320 px phone with text at 200 %: nothing cut, the open notice's text wraps. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByText(SEEDED);
    const [first] = await cards(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: 'Ler aviso' }));
    await canvas.findByText('6 avisos, 4 não lidos');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
