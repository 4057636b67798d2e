import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { spyDownloads } from '../../storybook/storySpies';
import { CampaignsPage } from './CampaignsPage';
import {
  answerAsPatient,
  CARDIOLOGY,
  reachOf,
  RETURNED_THERAPIES,
  SCHEDULED_EXAMS,
  sendCampaign,
  sendCampaigns,
} from './storyCampaigns';

const meta = {
  title: 'Gerencial/Você ainda precisa?',
  component: CampaignsPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/campanhas' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof CampaignsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 10_000 };
const body = () => within(document.body);
const STAFF = 'Administrador Mesquita';
const LIST = 'Campanhas, da mais recente à mais antiga';
const CARDIOLOGY_WORDS =
  'CONSULTAS, CONSULTA EM CARDIOLOGIA, todas as unidades, Solicitado, 90 dias ou mais na fila';
const EXAMS_WORDS =
  'EXAMES, todos os procedimentos, todas as unidades, Agendado, 0 dias ou mais na fila';
const OTHER_REASON = 'Fiz o exame pelo plano de saúde';
/** The phone and e-mail each patient confirms when answering. */
const MARIA = { phone: '21987654321', email: 'maria.aparecida@exemplo.com.br' };
const CARLOS = { phone: '2133334444', email: 'carlos.nogueira.fila@exemplo.com.br' };

/**
 * Two campaigns, sent and answered as people would: the cardiology one (campaign 1) answered 'Sim'
 * by the demo patient, the scheduled exams one (campaign 2) answered by the many-requests patient
 * ('Não' with a reason, 'Sim', 'Não' in their own words), the rest still open.
 */
async function sendAndAnswer() {
  await sendCampaign(DEMO.admin, CARDIOLOGY);
  await answerAsPatient(DEMO.patient, MARIA, [{ answer: 'SIM', reason: null, reasonText: null }]);
  await sendCampaign(DEMO.admin, SCHEDULED_EXAMS);
  await answerAsPatient(DEMO.manyRequests, CARLOS, [
    { answer: 'NAO', reason: 'ATENDIDO_OUTRO_SERVICO', reasonText: null },
    { answer: 'SIM', reason: null, reasonText: null },
    { answer: 'NAO', reason: 'OUTRO', reasonText: OTHER_REASON },
  ]);
}

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name });
const daysField = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Dias na fila (no mínimo)' });
const reachLine = (canvas: Canvas) => canvas.getByTestId('campaign-reach');
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Enviar pergunta' });

/** Picks the filters as staff would: a service, then its procedure, a status and the days. */
async function chooseFilters(
  canvas: Canvas,
  filters: { service: string; procedure?: string; status?: string; minDays?: string },
) {
  const service = select(canvas, 'Serviço');
  await waitFor(
    () => expect(within(service).getByRole('option', { name: 'Exames' })).toBeTruthy(),
    T,
  );
  await userEvent.selectOptions(service, filters.service);
  if (filters.procedure) {
    const procedure = select(canvas, 'Procedimento');
    await waitFor(
      () => expect(within(procedure).getByRole('option', { name: filters.procedure })).toBeTruthy(),
      T,
    );
    await userEvent.selectOptions(procedure, filters.procedure);
  }
  if (filters.status) await userEvent.selectOptions(select(canvas, 'Situação'), filters.status);
  if (filters.minDays !== undefined) {
    await userEvent.clear(daysField(canvas));
    await userEvent.type(daysField(canvas), filters.minDays);
  }
}

/** The sentence the screen must say for these counts (the wording checked here, not re-derived). */
function reachWords(r: { total: number; reachable: number; unreachable: number }) {
  const patients = r.reachable === 1 ? '1 paciente recebe' : `${r.reachable} pacientes recebem`;
  return `${r.total} solicitações: ${patients} a pergunta no portal; ${r.unreachable} sem conta no portal (para ligação).`;
}

const expectReach = (canvas: Canvas, text: string) =>
  waitFor(() => expect(reachLine(canvas)).toHaveTextContent(text), T);

/** The row (or card) of a campaign, found by its own 'Ver respostas' button. */
async function campaignRow(canvas: Canvas, id: number) {
  const button = await canvas.findByRole('button', { name: `Ver respostas da campanha ${id}` }, T);
  return button.closest('tr, li') as HTMLElement;
}

/** What a campaign's row says, column by column (a card's values, without its title). */
function cellsOf(row: HTMLElement) {
  const cells =
    row.tagName === 'TR'
      ? Array.from(row.children).slice(1, -1)
      : Array.from(row.querySelectorAll('dd'));
  return cells.map((cell) => cell.textContent);
}

const listSection = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Campanhas enviadas' }));

/**
 * The screen as staff meet it: its title and why an answer never takes anyone out of the queue,
 * the filters at their defaults (nothing to count yet, nothing to send), and the campaigns sent,
 * newest first, with who sent them, their filters in words and the answers counted.
 */
export const Default: Story = {
  beforeEach: sendAndAnswer,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Você ainda precisa?' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /uma resposta nunca tira ninguém da fila, quem decide é o sistema de regulação/,
      ),
    ).toBeVisible();
    await expect(select(canvas, 'Situação')).toHaveValue('SOLICITADO');
    await expect(daysField(canvas)).toHaveValue('90');
    await expect(select(canvas, 'Procedimento')).toBeDisabled();
    await expect(reachLine(canvas)).toHaveTextContent(
      'Escolha o serviço para ver quantas solicitações recebem a pergunta.',
    );
    await expect(reachLine(canvas)).toHaveAttribute('role', 'status');
    await expect(sendButton(canvas)).toBeDisabled();

    const newest = await campaignRow(canvas, 2);
    const older = await campaignRow(canvas, 1);
    // Newest first.
    await expect(
      newest.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const exams = await reachOf(DEMO.admin, SCHEDULED_EXAMS);
    await expect(cellsOf(newest)).toEqual([
      expect.stringMatching(/^20\/11\/2026 \d{2}:\d{2}$/),
      STAFF,
      EXAMS_WORDS,
      '1',
      '2',
      // Seven patients asked (six of them the many-requests patient's), three answered.
      '4',
      String(exams.unreachable),
    ]);
    const cardiology = await reachOf(DEMO.admin, CARDIOLOGY);
    await expect(cellsOf(older)).toEqual([
      expect.stringMatching(/^20\/11\/2026 \d{2}:\d{2}$/),
      STAFF,
      CARDIOLOGY_WORDS,
      '1',
      '0',
      '0',
      String(cardiology.unreachable),
    ]);
    const table = listSection(canvas).queryByRole('table', { name: LIST });
    if (table)
      await expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([
        'Campanha',
        'Enviada em',
        'Enviada por',
        'Filtros',
        'Sim',
        'Não',
        'Sem resposta',
        'Sem conta',
        'Ações',
      ]);
    // Ten or fewer campaigns: no pages.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    const menu = body().getByRole('navigation', { name: 'Menu do Portal Gerencial' });
    await expect(within(menu).getByRole('link', { name: 'Você ainda precisa?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toMatch(/^Você ainda precisa\?/));
  },
};

/**
 * The filters are counted as they change: the reach says how many requests, how many patients get
 * the question in the portal and how many are left for a phone call, in a live region. A newer
 * choice replaces the count of an older one.
 */
export const ReachShown: Story = {
  play: async ({ canvas }) => {
    await chooseFilters(canvas, { service: 'EXAMES', status: 'AGENDADO', minDays: '0' });
    const exams = await reachOf(DEMO.admin, SCHEDULED_EXAMS);
    await expect(exams.reachable).toBeGreaterThan(1);
    await expectReach(canvas, reachWords(exams));
    await expect(sendButton(canvas)).toBeEnabled();
    await expect(sendButton(canvas)).toHaveAccessibleDescription(reachWords(exams));

    // Narrowed to one unit: counted again, and the old count is gone.
    await userEvent.selectOptions(select(canvas, 'Unidade solicitante'), 'UBS Santo Elias');
    const narrowed = await reachOf(DEMO.admin, { ...SCHEDULED_EXAMS, unit: 'UBS Santo Elias' });
    await expect(narrowed.total).toBeLessThan(exams.total);
    await expectReach(canvas, `${narrowed.total} solicitaç`);
    await expect(reachLine(canvas)).not.toHaveTextContent(`${exams.total} solicitações`);
  },
};

/**
 * 'Enviar pergunta' asks first, saying who gets the question and that nobody leaves the queue;
 * 'Cancelar' sends nothing. Confirmed, the success comes once the server created the campaign,
 * the list shows it, and the reach now says the patient already has an open question.
 */
export const Send: Story = {
  play: async ({ canvas }) => {
    await chooseFilters(canvas, { service: 'CONSULTAS', procedure: 'CONSULTA EM CARDIOLOGIA' });
    const reach = await reachOf(DEMO.admin, CARDIOLOGY);
    await expectReach(canvas, reachWords(reach));

    await userEvent.click(sendButton(canvas));
    let dialog = await body().findByRole('dialog', {}, T);
    await expect(dialog).toHaveAccessibleName('Enviar a pergunta a 1 paciente?');
    await expect(dialog).toHaveTextContent(
      `1 paciente recebe a pergunta em Avisos e em Minhas solicitações; ${reach.unreachable} sem conta ficam na lista para ligação. Responder não tira ninguém da fila: o sistema de regulação decide.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(
      await listSection(canvas).findByText('Nenhuma campanha enviada ainda.'),
    ).toBeVisible();

    await userEvent.click(sendButton(canvas));
    dialog = await body().findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar pergunta' }));
    const sent = `Pergunta enviada a 1 paciente. ${reach.unreachable} sem conta estão na lista para ligação.`;
    await expectToast(sent, 'success');
    await expect(canvas.getByTestId('campaign-send-result')).toHaveTextContent(sent);
    const row = await campaignRow(canvas, 1);
    await expect(cellsOf(row)).toEqual([
      expect.stringMatching(/^20\/11\/2026 \d{2}:\d{2}$/),
      STAFF,
      CARDIOLOGY_WORDS,
      '0',
      '0',
      '1',
      String(reach.unreachable),
    ]);
    await expectReach(
      canvas,
      `${reach.total} solicitações: 0 pacientes recebem a pergunta no portal; ${reach.unreachable} sem conta no portal (para ligação). 1 já tem uma pergunta sem resposta e não será perguntado de novo.`,
    );
  },
};

/** The server fails the send: its words, no success, and every filter as it was. */
export const SendFails: Story = {
  parameters: {
    scenarios: {
      createInterestCampaign: { kind: 'error', message: 'Erro interno no servidor.' },
    },
  },
  play: async ({ canvas }) => {
    await chooseFilters(canvas, {
      service: 'CONSULTAS',
      procedure: 'CONSULTA EM CARDIOLOGIA',
      minDays: '120',
    });
    await expectReach(canvas, 'solicitações:');
    await userEvent.click(sendButton(canvas));
    const dialog = await body().findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar pergunta' }));
    await expectToast('Erro interno no servidor.');
    await expect(canvas.getByTestId('campaign-send-result')).toHaveTextContent(
      'Erro interno no servidor. Os filtros continuam como estavam.',
    );
    await expect(canvas.getByTestId('campaign-send-result')).toHaveAttribute('role', 'alert');
    await expect(body().queryByText(/^Pergunta enviada/)).toBeNull();
    await expect(select(canvas, 'Serviço')).toHaveValue('CONSULTAS');
    await expect(select(canvas, 'Procedimento')).toHaveValue('CONSULTA EM CARDIOLOGIA');
    await expect(select(canvas, 'Situação')).toHaveValue('SOLICITADO');
    await expect(daysField(canvas)).toHaveValue('120');
    // Counted again (the queue may have changed), then it can be sent again.
    await waitFor(() => expect(sendButton(canvas)).toBeEnabled(), T);
    await expect(
      await listSection(canvas).findByText('Nenhuma campanha enviada ainda.'),
    ).toBeVisible();
  },
};

/**
 * Filters that choose nobody: the reach says so and nothing can be sent. Should the queue change
 * between the count and the send, the server's refusal is what staff read.
 */
export const NothingMatches: Story = {
  play: async ({ canvas }) => {
    await chooseFilters(canvas, { service: 'CONSULTAS', minDays: '3650' });
    await expectReach(canvas, 'Nenhuma solicitação com esses filtros.');
    await expect(sendButton(canvas)).toBeDisabled();

    await userEvent.clear(daysField(canvas));
    await userEvent.type(daysField(canvas), '90');
    await expectReach(canvas, 'solicitações:');
    setScenario('createInterestCampaign', {
      kind: 'error',
      status: 400,
      message: 'Nenhuma solicitação com esses filtros.',
    });
    await userEvent.click(sendButton(canvas));
    const dialog = await body().findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar pergunta' }));
    await waitFor(
      () =>
        expect(canvas.getByTestId('campaign-send-result')).toHaveTextContent(
          'Nenhuma solicitação com esses filtros. Os filtros continuam como estavam.',
        ),
      T,
    );
    await expect(daysField(canvas)).toHaveValue('90');
    resetScenarios();
  },
};

/** The days must be a number from 0 to 3650: the field says so, and nothing is counted. */
export const InvalidDays: Story = {
  play: async ({ canvas }) => {
    await chooseFilters(canvas, { service: 'EXAMES', minDays: '9999' });
    await waitFor(
      () =>
        expect(daysField(canvas)).toHaveAccessibleDescription(
          'Informe um número de dias de 0 a 3650.',
        ),
      T,
    );
    await expect(reachLine(canvas)).toHaveTextContent('Informe um número de dias de 0 a 3650.');
    await expect(sendButton(canvas)).toBeDisabled();
  },
};

/** The count fails: its message and a retry that counts again. */
export const ReachFailure: Story = {
  parameters: {
    scenarios: {
      getInterestCampaignReach: { kind: 'error', message: 'Erro interno no servidor.' },
    },
  },
  play: async ({ canvas }) => {
    await chooseFilters(canvas, { service: 'EXAMES', status: 'AGENDADO', minDays: '0' });
    await expectReach(canvas, 'Erro interno no servidor.');
    await expect(sendButton(canvas)).toBeDisabled();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expectReach(canvas, reachWords(await reachOf(DEMO.admin, SCHEDULED_EXAMS)));
  },
};

export const Empty: Story = {
  parameters: { scenarios: { listInterestCampaigns: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await listSection(canvas).findByText('Nenhuma campanha enviada ainda.', {}, T),
    ).toBeVisible();
    await expect(listSection(canvas).queryByRole('table')).toBeNull();
  },
};

/** Eleven campaigns: ten a page, newest first, and the eleventh on page 2. */
export const ManyCampaigns: Story = {
  beforeEach: async () => {
    await sendCampaigns(DEMO.admin, Array(11).fill(RETURNED_THERAPIES));
  },
  play: async ({ canvas }) => {
    await campaignRow(canvas, 11);
    const list = listSection(canvas);
    await expect(list.getAllByRole('button', { name: /^Ver respostas da campanha/ })).toHaveLength(
      10,
    );
    await expect(list.queryByRole('button', { name: 'Ver respostas da campanha 1' })).toBeNull();
    const pages = list.getByRole('navigation', { name: 'Paginação' });
    await expect(pages).toHaveTextContent('de 2');
    // Nobody has an account: nothing to export as answers, everyone for a call.
    await expect(
      list.getByRole('button', { name: 'Exportar respostas (CSV) da campanha 11' }),
    ).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    await campaignRow(canvas, 1);
    await expect(list.getAllByRole('button', { name: /^Ver respostas da campanha/ })).toHaveLength(
      1,
    );
    await expect(cellsOf(await campaignRow(canvas, 1)).slice(2)).toEqual([
      'TERAPIAS, todos os procedimentos, todas as unidades, Devolvido, 0 dias ou mais na fila',
      '0',
      '0',
      '0',
      String((await reachOf(DEMO.admin, RETURNED_THERAPIES)).unreachable),
    ]);
  },
};

/** The list is on its way; the filters can already be chosen. */
export const Loading: Story = {
  parameters: { scenarios: { listInterestCampaigns: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await listSection(canvas).findByText('Carregando...')).toBeInTheDocument();
    await chooseFilters(canvas, { service: 'EXAMES', status: 'AGENDADO', minDays: '0' });
    await expectReach(canvas, 'solicitações:');
  },
};

/** The list fails: its message and a retry that recovers. */
export const ListFailure: Story = {
  parameters: {
    scenarios: {
      listInterestCampaigns: { kind: 'error', message: 'Erro interno no servidor.' },
    },
  },
  play: async ({ canvas }) => {
    const list = listSection(canvas);
    await expect(await list.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(list.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await list.findByText('Nenhuma campanha enviada ainda.', {}, T)).toBeVisible();
  },
};

/** A reply without the campaigns is not an empty list: an error with a retry. */
export const Malformed: Story = {
  parameters: { scenarios: { listInterestCampaigns: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    const list = listSection(canvas);
    await expect(await list.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    await expect(list.queryByText('Nenhuma campanha enviada ainda.')).toBeNull();
    resetScenarios();
    await userEvent.click(list.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await list.findByText('Nenhuma campanha enviada ainda.', {}, T)).toBeVisible();
  },
};

/** Opens a campaign's answers and returns their region (its heading takes the focus). */
async function openAnswers(canvas: Canvas, id: number) {
  const show = await canvas.findByRole('button', { name: `Ver respostas da campanha ${id}` }, T);
  await userEvent.click(show);
  const region = await canvas.findByRole('region', { name: `Respostas da campanha ${id}` }, T);
  await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
  await expect(
    canvas.getByRole('button', { name: `Ocultar respostas da campanha ${id}` }),
  ).toHaveAttribute('aria-expanded', 'true');
  return within(region);
}

/**
 * A campaign's answers: each patient asked in the portal with their CNS, request, unit, days in
 * the queue, the answer in words ('Interesse confirmado em …' beside a 'Sim'), phone and e-mail.
 */
export const AnswersExpanded: Story = {
  beforeEach: sendAndAnswer,
  play: async ({ canvas }) => {
    const cardiology = await openAnswers(canvas, 1);
    await expect(await cardiology.findByText(DEMO.patient.name, {}, T)).toBeVisible();
    await expect(cardiology.getByText('Sim, ainda preciso')).toBeVisible();
    await expect(cardiology.getByText('Interesse confirmado em 20/11/2026')).toBeVisible();
    await expect(cardiology.getByText('maria.aparecida@exemplo.com.br')).toBeVisible();
    await expect(cardiology.getByText(/^\(21\) 9 8765 - 4321$/)).toBeVisible();
    await expect(cardiology.getAllByText(/^\d+ dias$/)).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Ver respostas da campanha 2' }));
    const exams = within(await canvas.findByRole('region', { name: 'Respostas da campanha 2' }, T));
    await expect(
      await exams.findByText('Não preciso mais: Já fui atendido em outro serviço', {}, T),
    ).toBeVisible();
    await expect(exams.getByText(`Não preciso mais: ${OTHER_REASON}`)).toBeVisible();
    await expect(exams.getAllByText('Sem resposta')).toHaveLength(4);
    await expect(exams.getAllByText(/^Interesse confirmado em /)).toHaveLength(1);
    await expect(exams.getByRole('region', { name: 'Respostas dos pacientes' })).toBeVisible();
  },
};

/** The answers and the patients without an account, saved as the regulation system's CSV. */
export const Export: Story = {
  beforeEach: sendAndAnswer,
  play: async ({ canvas }) => {
    const downloads = spyDownloads();
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Exportar respostas (CSV) da campanha 2' }, T),
      );
      await waitFor(() => expect(downloads.saved).toHaveLength(1), T);
      const [answers] = downloads.saved;
      await expect(answers!.name).toBe('campanha-2-respostas.csv');
      const bytes = new Uint8Array(await answers!.blob.arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).split('\r\n');
      await expect(lines[0]).toBe(
        'fir_fila_id;fir_id;nome do paciente;CNS;procedimento;unidade solicitante;dias na fila;resposta;motivo;motivo (texto);respondido em;telefone;e-mail',
      );
      await expect(lines).toHaveLength(7 + 2);
      await expect(
        lines.filter((l) => l.includes(';Sim, ainda preciso;;;20/11/2026;')),
      ).toHaveLength(1);
      await expect(
        lines.filter((l) =>
          l.includes(';Não preciso mais;Outro motivo;Fiz o exame pelo plano de saúde;'),
        ),
      ).toHaveLength(1);
      await expect(lines.filter((l) => l.includes(';Sem resposta;;;;'))).toHaveLength(4);

      await userEvent.click(
        canvas.getByRole('button', { name: 'Exportar sem conta (CSV) da campanha 2' }),
      );
      await waitFor(() => expect(downloads.saved).toHaveLength(2), T);
      const unreachable = downloads.saved[1]!;
      await expect(unreachable.name).toBe('campanha-2-sem-conta.csv');
      const rows = (await unreachable.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      await expect(rows[0]).toBe(
        'fir_fila_id;fir_id;nome;CNS;procedimento;unidade solicitante;entrada na fila;dias na fila',
      );
      const exams = await reachOf(DEMO.admin, SCHEDULED_EXAMS);
      await expect(rows).toHaveLength(exams.unreachable + 2);
      await expect(rows[1]).toMatch(/;\d{2}\/\d{2}\/\d{4};\d+$/);
    } finally {
      downloads.restore();
    }
  },
};

/** At 360 px the campaigns and the answers are cards: nothing scrolls sideways. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  beforeEach: sendAndAnswer,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: LIST }, T);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Campanha 2', 'Campanha 1']);
    const answers = await openAnswers(canvas, 1);
    const cards = await answers.findByRole('list', { name: 'Respostas dos pacientes' }, T);
    await expect(within(cards).getByRole('heading', { level: 3 })).toHaveTextContent(
      DEMO.patient.name,
    );
    await expect(within(cards).getByText('Interesse confirmado em 20/11/2026')).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  beforeEach: sendAndAnswer,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: LIST }, T);
    await expectNoHorizontalOverflow();
  },
};
