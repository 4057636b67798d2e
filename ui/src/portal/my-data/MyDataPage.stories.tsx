import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import {
  answerDataRequest,
  fileDataRequest,
  openDetailsAsStaff,
} from '../../storybook/dataSubject';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { spyDownloads } from '../../storybook/storySpies';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { loggedOut, loginAs, withCity, withSessionClients } from '../storybook/decorators';
import { MyDataPage } from './MyDataPage';

const meta = {
  title: 'Portal/Meus dados/Página',
  component: MyDataPage,
  decorators: [withCity, withSessionClients, withRouter('/meus-dados')],
  beforeEach: async () => {
    // The lazy area is fetched first, so a story times the screen, not the dev server.
    await import('./MyDataArea');
    return loginAs(DEMO.patient.cpf, DEMO.patient.password)();
  },
} satisfies Meta<typeof MyDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 10_000 };
const DEMO_ID = 1;
const ANSWER = 'Telefone corrigido no cadastro do aplicativo.';
const CORRECTION = {
  kind: 'correcao',
  fields: 'Telefone',
  correction: '(21) 98888-7777',
} as const;
const PURPOSE = 'Consulta aos dados do usuário no Portal Gerencial';

/** The area is lazy: its heading says it has arrived. */
const ready = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: 'Meus dados' }, T);
const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));
const requests = (canvas: Canvas) => section(canvas, 'Meus pedidos');
const accessLog = (canvas: Canvas) => section(canvas, 'Quem acessou meus dados');
const downloadButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Baixar meus dados (JSON)' });
const fieldsBox = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Qual dado está errado?' });
const valueBox = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Qual é o valor correto?' });

/** Staff opened the demo patient's details, and answered the correction the patient asked for. */
async function accessedAndAnswered() {
  await openDetailsAsStaff(DEMO.admin, DEMO_ID);
  const id = await fileDataRequest(DEMO.patient, CORRECTION);
  await answerDataRequest(DEMO.admin, id, { status: 'atendida', answer: ANSWER });
}

/**
 * The page as the patient meets it after staff looked at their data and answered their correction:
 * the download, the correction and deletion forms, the request with its answer, and the access
 * with its date, role, municipality and purpose. 'Meus dados' is in the menu too (PortalHeader).
 */
export const Default: Story = {
  beforeEach: accessedAndAnswered,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Meus dados' }, T),
    ).toBeVisible();
    await expect(downloadButton(canvas)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: /Privacidade/ })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    const request = await requests(canvas).findByRole('article', { name: 'Correção: Telefone' }, T);
    await expect(request).toHaveTextContent('Atendido');
    await expect(request).toHaveTextContent('Valor correto informado: (21) 98888-7777');
    await expect(request).toHaveTextContent(/Respondido em 20\/11\/2026 \d{2}:\d{2}/);
    await expect(request).toHaveTextContent(ANSWER);

    const log = accessLog(canvas);
    await expect(await log.findByText('1 acesso registrado.', {}, T)).toBeVisible();
    const table = log.queryByRole('table', {
      name: 'Acessos aos seus dados, do mais recente ao mais antigo',
    });
    await expect(table).not.toBeNull();
    await expect(
      within(table!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'Perfil', 'Órgão', 'Finalidade']);
    const [row] = within(table!).getAllByRole('row').slice(1);
    await expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^20\/11\/2026 \d{2}:\d{2}$/),
      'Administrador municipal',
      'Prefeitura Municipal de Mesquita',
      PURPOSE,
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Meus dados/));
  },
};

/** Nobody looked at the data and nothing was asked: both lists say so. */
export const EmptyLog: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(
      await accessLog(canvas).findByText('Ninguém da equipe acessou seus dados até agora.', {}, T),
    ).toBeVisible();
    await expect(
      await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T),
    ).toBeVisible();
  },
};

/** Both lists on their way: each says it is loading; the forms are usable at once. */
export const Loading: Story = {
  parameters: {
    scenarios: {
      listMyAccessLog: { delayMs: 60_000 },
      listMyDataRequests: { delayMs: 60_000 },
    },
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByText('Carregando os acessos...', {}, T)).toBeVisible();
    await expect(canvas.getByText('Carregando seus pedidos...')).toBeVisible();
    await expect(downloadButton(canvas)).toBeEnabled();
    await expect(fieldsBox(canvas)).toBeEnabled();
  },
};

/** The log fails: the reason and a retry, which brings it. The rest of the page stays. */
export const Error: Story = {
  beforeEach: () => openDetailsAsStaff(DEMO.admin, DEMO_ID),
  parameters: {
    scenarios: { listMyAccessLog: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    const log = accessLog(canvas);
    const alert = await log.findByRole('alert', {}, T);
    await expect(alert).toHaveTextContent('Erro interno no servidor.');
    await expect(
      await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T),
    ).toBeVisible();
    resetScenarios();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await log.findByText('1 acesso registrado.', {}, T)).toBeVisible();
    await expect(log.queryByRole('alert')).toBeNull();
  },
};

/** The requests answer what the contract does not allow: an error with a retry, not a blank. */
export const Malformed: Story = {
  parameters: { scenarios: { listMyDataRequests: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const alert = await requests(canvas).findByRole('alert', {}, T);
    await expect(alert).toHaveTextContent(MALFORMED_REPLY);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/**
 * 'Baixar meus dados (JSON)': the file is saved only once the backend answered, under the name it
 * gave, with the patient's account, requests and log; the page says it is done.
 */
export const Download: Story = {
  beforeEach: () => openDetailsAsStaff(DEMO.admin, DEMO_ID),
  play: async ({ canvas }) => {
    await ready(canvas);
    const downloads = spyDownloads();
    try {
      await userEvent.click(downloadButton(canvas));
      await waitFor(() => expect(downloads.saved).toHaveLength(1), T);
      const [file] = downloads.saved;
      await expect(file!.name).toBe('meus-dados-2026-11-20.json');
      const data = JSON.parse(await file!.blob.text()) as {
        account: { name: string; cpf: string };
        requests: unknown[];
        accessLog: Array<{ purpose: string }>;
      };
      await expect(data.account).toMatchObject({ name: DEMO.patient.name, cpf: DEMO.patient.cpf });
      await expect(data.requests.length).toBeGreaterThan(0);
      await expect(data.accessLog.map((e) => e.purpose)).toEqual([PURPOSE]);
      await expect(JSON.stringify(data)).not.toMatch(/"(usu_senha|password)"/);
      await expect(canvas.getByTestId('download-status')).toHaveTextContent(
        'Pronto: o arquivo meus-dados-2026-11-20.json foi baixado.',
      );
    } finally {
      downloads.restore();
    }
  },
};

/**
 * The download fails: nothing is saved, the reason is said with 'Tentar de novo', which then
 * saves the file.
 */
export const DownloadFails: Story = {
  parameters: { scenarios: { getMyData: { kind: 'error', message: 'Erro interno no servidor.' } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const downloads = spyDownloads();
    try {
      await userEvent.click(downloadButton(canvas));
      const alert = await canvas.findByTestId('download-error', {}, T);
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toHaveTextContent('Erro interno no servidor.');
      await expect(downloads.saved).toHaveLength(0);
      await expect(canvas.getByTestId('download-status')).toHaveTextContent('');
      resetScenarios();
      await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1), T);
      await expect(canvas.queryByTestId('download-error')).toBeNull();
    } finally {
      downloads.restore();
    }
  },
};

/** The download answers something that is not the patient's data: no file, an error instead. */
export const DownloadMalformed: Story = {
  parameters: { scenarios: { getMyData: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const downloads = spyDownloads();
    try {
      await userEvent.click(downloadButton(canvas));
      await expect(await canvas.findByTestId('download-error', {}, T)).toHaveTextContent(
        MALFORMED_REPLY,
      );
      await expect(downloads.saved).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  },
};

/**
 * 'Pedir correção' sent: said once the backend confirmed it, the form is emptied, and the request
 * is in 'Meus pedidos', in analysis, with its deadline (15 days from today).
 */
export const RequestSent: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T);
    await userEvent.type(fieldsBox(canvas), 'Nome da mãe');
    await userEvent.type(valueBox(canvas), 'Josefa Maria dos Santos Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido de correção' }));
    const sent = 'Pedido de correção enviado. Acompanhe a resposta em Meus pedidos.';
    await expectToast(sent, 'success');
    await expect(canvas.getByTestId('correction-result')).toHaveTextContent(sent);
    const request = await requests(canvas).findByRole(
      'article',
      { name: 'Correção: Nome da mãe' },
      T,
    );
    await expect(request).toHaveTextContent('Em análise');
    await expect(request).toHaveTextContent('Prazo para a resposta: até 05/12/2026');
    await expect(fieldsBox(canvas)).toHaveValue('');
    await expect(valueBox(canvas)).toHaveValue('');
  },
};

/** Sending fails: the reason, nothing said as sent, and what the patient wrote stays. */
export const RequestFails: Story = {
  parameters: {
    scenarios: { createMyDataRequest: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(fieldsBox(canvas), 'Telefone');
    await userEvent.type(valueBox(canvas), '(21) 98888-7777');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido de correção' }));
    await expectToast('Erro interno no servidor.');
    await expect(canvas.getByTestId('correction-result')).toHaveTextContent(
      'Erro interno no servidor. Não foi possível enviar o pedido. O que você escreveu continua aqui.',
    );
    await expect(canvas.getByTestId('correction-result')).toHaveAttribute('role', 'alert');
    await expect(fieldsBox(canvas)).toHaveValue('Telefone');
    await expect(valueBox(canvas)).toHaveValue('(21) 98888-7777');
    await expect(
      await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T),
    ).toBeVisible();
  },
};

/**
 * The session ends (a 401) as the correction is sent: the page logs out, and once the patient logs
 * in again the form holds what they had typed.
 */
export const RequestSessionExpired: Story = {
  parameters: {
    scenarios: {
      createMyDataRequest: {
        kind: 'error',
        status: 401,
        message: 'Sessão expirada. Faça login novamente.',
      },
    },
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(fieldsBox(canvas), 'Telefone');
    await userEvent.type(valueBox(canvas), '(21) 98888-7777');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido de correção' }));
    await expect(
      await canvas.findByText('Você precisa entrar para ver seus dados.', {}, T),
    ).toBeVisible();
    await loginAs(DEMO.patient.cpf, DEMO.patient.password)();
    await ready(canvas);
    await expect(fieldsBox(canvas)).toHaveValue('Telefone');
    await expect(valueBox(canvas)).toHaveValue('(21) 98888-7777');
  },
};

/** Nothing typed: each field says what it needs, and nothing is sent. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido de correção' }));
    await expect(fieldsBox(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Diga qual dado está errado.'),
    );
    await expect(valueBox(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Informe o valor correto.'),
    );
    await expect(fieldsBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T),
    ).toBeVisible();
  },
};

/**
 * 'Pedir exclusão da conta' asks first, saying what follows; 'Cancelar' sends nothing. Confirmed,
 * the request is listed and the button gives way to a note: one open request at a time.
 */
export const DeletionRequested: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const body = within(document.body);
    await requests(canvas).findByText('Você ainda não fez nenhum pedido.', {}, T);
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir exclusão da conta' }));
    let dialog = await body.findByRole('dialog', { name: 'Pedir a exclusão da sua conta?' }, T);
    await expect(dialog).toHaveTextContent('A Secretaria de Saúde tem até 15 dias para responder.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(requests(canvas).getByText('Você ainda não fez nenhum pedido.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Pedir exclusão da conta' }));
    dialog = await body.findByRole('dialog', { name: 'Pedir a exclusão da sua conta?' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir exclusão' }));
    await expectToast(
      'Pedido de exclusão enviado. Acompanhe a resposta em Meus pedidos.',
      'success',
    );
    const request = await requests(canvas).findByRole('article', { name: 'Exclusão da conta' }, T);
    await expect(request).toHaveTextContent('Em análise');
    await expect(
      await canvas.findByText(
        'Você já pediu a exclusão da conta. Aguarde a resposta em Meus pedidos.',
        {},
        T,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pedir exclusão da conta' })).toBeNull();
  },
};

/** No session: the page says to log in, and nothing of the patient's is asked for. */
export const LoggedOut: Story = {
  beforeEach: loggedOut,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você precisa entrar para ver seus dados.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      '/usuarios',
    );
  },
};

/** 360 px: the sections one below the other, the log as cards, nothing wider than the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  beforeEach: () => openDetailsAsStaff(DEMO.admin, DEMO_ID, 12),
  play: async ({ canvas }) => {
    await ready(canvas);
    const log = accessLog(canvas);
    await expect(await log.findByText('12 acessos registrados.', {}, T)).toBeVisible();
    await expect(log.queryByRole('table')).toBeNull();
    await expect(log.getAllByText(PURPOSE)).toHaveLength(10);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: everything reflows, no sideways scrolling (WCAG 1.4.10). */
export const Reflow: Story = {
  globals: atReflow(),
  beforeEach: accessedAndAnswered,
  play: async ({ canvas }) => {
    await ready(canvas);
    await requests(canvas).findByRole('article', { name: 'Correção: Telefone' }, T);
    await accessLog(canvas).findByText('1 acesso registrado.', {}, T);
    await expect(downloadButton(canvas)).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
