import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { DEMO_GOOGLE_ACCOUNTS } from '../login/googleToken';
import { readSession } from '../session/session';
import {
  loggedOut,
  loginAs,
  loginWithGoogle,
  withCity,
  withSessionClients,
} from '../storybook/decorators';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { MyRequestsPage } from './MyRequestsPage';
import { MALFORMED_REPLY } from '../../api/reply';
import { askStillNeeded } from '../storybook/interestCampaign';
import { atReflow, atViewport } from '../../storybook/viewports';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';

const meta = {
  title: 'Portal/Minhas solicitações/Página',
  component: MyRequestsPage,
  decorators: [withCity, withSessionClients, withRouter('/minhas-solicitacoes')],
  beforeEach: async () => {
    // The lazy patient area is fetched first, so a story times the screen, not the dev server.
    await import('./PatientArea');
    return loginAs(DEMO.patient.cpf, DEMO.patient.password)();
  },
  args: { reload: fn() },
} satisfies Meta<typeof MyRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function pick(label: string, option: string) {
  await userEvent.click(body().getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The profile card and the patient's requests (table above 768 px). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('region', { name: 'Meu perfil' });
    await expect(profile).toHaveTextContent(`Nome${DEMO.patient.name}`);
    await expect(profile).toHaveTextContent(/Idade\d+ anos, \d+ (mês|meses) e \d+ dias?/);
    await expect(profile).toHaveTextContent('CNS898 0012 3456 7891');
    await waitFor(() => expect(profile).toHaveTextContent('Solicitações em andamento3'));
    await expect(await canvas.findByText('Total: 7 solicitações')).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(table).toHaveTextContent('Parcialmente atendido');
    // The waiting request (cardiology, 100º): its position and its procedure's waits, marked as an
    // estimate; the others have no estimate to give.
    const waiting = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Solicitado'))!;
    await expect(waiting).toHaveTextContent('100º');
    await waitFor(() =>
      expect(waiting).toHaveTextContent(
        /(Metade em até 70 dias; )?9 em 10 em até 154 dias\(estimativa, não é uma data marcada\)|Já espera mais que 9 em cada 10 atendidos/,
      ),
    );
    await expect(canvas.getByText(/é uma estimativa, não uma data marcada/)).toBeVisible();
  },
};

/**
 * A performed (Efetivado) or returned (Devolvido) request has left the queue: its Posição says
 * 'Não se aplica' (as its Tempo estimado), never the place it held; the waiting one keeps its 100º.
 * Both in the table and, at 360 px, on the cards (MobileNoPositionWhenDone).
 */
export const NoPositionWhenDone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total: 7 solicitações')).toBeVisible();
    const table = canvas.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const position = headers.indexOf('Posição');
    const status = headers.indexOf('Situação');
    await expect(position).toBeGreaterThan(-1);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell'));
    const positionsOf = (label: string) =>
      rows.filter((cells) => cells[status]?.textContent === label).map((c) => c[position]!);
    const done = [...positionsOf('Efetivado'), ...positionsOf('Devolvido')];
    await expect(done).toHaveLength(4); // three performed, one returned
    for (const cell of done) {
      await expect(cell).toHaveTextContent(/^Não se aplica$/);
      await expect(cell.textContent).not.toMatch(/\dº/);
    }
    await expect(positionsOf('Solicitado')[0]).toHaveTextContent(/^100º$/);
  },
};

/** The same on the cards of a phone. */
export const MobileNoPositionWhenDone: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Minhas solicitações' });
    // The cards (an observation's items are list items too, inside them).
    const items = (await within(cards).findAllByRole('listitem')).filter(
      (li) => li.parentElement === cards,
    );
    await expect(items).toHaveLength(7);
    const term = (item: HTMLElement, name: string) =>
      [...item.querySelectorAll('dt')].find((dt) => dt.textContent === name)?.nextElementSibling
        ?.textContent;
    const done = items.filter((item) =>
      ['Efetivado', 'Devolvido'].includes(term(item, 'Situação') ?? ''),
    );
    await expect(done).toHaveLength(4);
    for (const item of done) await expect(term(item, 'Posição')).toBe('Não se aplica');
    const waiting = items.find((item) => term(item, 'Situação') === 'Solicitado')!;
    await expect(term(waiting, 'Posição')).toBe('100º');
  },
};

/**
 * The profile's switch for automatic notices (on): turned off, it says so once the backend saved
 * it, and the stored login keeps the choice.
 */
export const StatusNoticesOff: Story = {
  play: async ({ canvas }) => {
    const control = await canvas.findByRole('switch', {
      name: 'Receber um aviso quando uma solicitação mudar de situação',
    });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expectToast(
      'Você não vai mais receber avisos automáticos das suas solicitações.',
      'success',
    );
    await waitFor(() => expect(control).not.toBeChecked());
    await expect(readSession()?.user.statusNotices).toBe(false);
  },
};

/** Saving the choice fails: the error, and the switch stays as it was. */
export const StatusNoticesSaveFails: Story = {
  parameters: { scenarios: { updateUser: { kind: 'error' } } },
  play: async ({ canvas }) => {
    const control = await canvas.findByRole('switch', {
      name: 'Receber um aviso quando uma solicitação mudar de situação',
    });
    await userEvent.click(control);
    await expectToast('Erro interno no servidor.');
    await expect(control).toBeChecked();
    await expect(readSession()?.user.statusNotices).not.toBe(false);
  },
};

/** Logs the demo patient in, then the admin asks about cardiology requests waiting > 90 days. */
const withStillNeededQuestion = async () => {
  await import('./PatientArea');
  await loginAs(DEMO.patient.cpf, DEMO.patient.password)();
  await askStillNeeded(DEMO.admin);
};

/** The waiting cardiology request, whose row (or card) carries the question. */
async function cardiologyRow() {
  const table = await body().findByRole('table', { name: 'Minhas solicitações' });
  await within(table).findByRole('columnheader', { name: 'Você ainda precisa?' });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((each) => /CONSULTA EM CARDIOLOGIA/i.test(each.textContent ?? ''));
    if (!row) throw new globalThis.Error(`no cardiology row in: ${table.textContent}`);
    return row;
  });
}

/**
 * 'Você ainda precisa?' on the request's row: the patient answers 'Não preciso mais' with a
 * reason, confirms the phone and e-mail the account holds, and the row then says what was answered
 * (only once the backend confirmed it). The other requests were not asked.
 */
export const StillNeeded: Story = {
  beforeEach: withStillNeededQuestion,
  play: async () => {
    const row = await cardiologyRow();
    await expect(row).toHaveTextContent('Você ainda precisa desta solicitação?');
    await userEvent.click(within(row).getByRole('button', { name: 'Responder' }));
    const dialog = await body().findByRole('dialog', { name: 'Você ainda precisa?' });
    await expect(dialog).toHaveTextContent('Solicitação: CONSULTA EM CARDIOLOGIA');
    const form = within(dialog);
    await expect(form.getByText(/Responder não tira você da fila/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Telefone com DDD/ })).not.toHaveValue('');
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Mudei de município' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Resposta enviada. Obrigado!', 'success');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(row).toHaveTextContent(
        /Você respondeu em \d{2}\/\d{2}\/\d{4}: Não preciso mais: Mudei de município\./,
      ),
    );
    await expect(within(row).getByRole('button', { name: 'Mudar resposta' })).toBeVisible();
    // The other requests were not asked: their cell is empty ('—').
    const asked = within(body().getByRole('table'))
      .getAllByRole('row')
      .filter((each) => /Você (ainda precisa desta|respondeu)/.test(each.textContent ?? ''));
    await expect(asked).toHaveLength(1);
  },
};

/** 'Não' without a reason, then 'Outro motivo' without a text: each says what is missing. */
export const StillNeededValidation: Story = {
  beforeEach: withStillNeededQuestion,
  play: async () => {
    const row = await cardiologyRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Responder' }));
    const form = within(await body().findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    // The field says it (the toast too).
    await expect((await form.findAllByText('Escolha uma resposta.'))[0]).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect((await form.findAllByText('Escolha o motivo.'))[0]).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Outro motivo' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect((await form.findAllByText('Descreva o motivo.'))[0]).toBeVisible();
    const phone = form.getByRole('textbox', { name: /^Telefone com DDD/ });
    await userEvent.clear(phone);
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect((await form.findAllByText('Informe um telefone com DDD.'))[0]).toBeVisible();
  },
};

/** Sending fails: the error, and the dialog stays open with everything chosen and typed. */
export const StillNeededSendFails: Story = {
  beforeEach: withStillNeededQuestion,
  parameters: { scenarios: { answerInterestQuestion: { kind: 'error' } } },
  play: async () => {
    const row = await cardiologyRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Responder' }));
    const form = within(await body().findByRole('dialog'));
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Outro motivo' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Conte o motivo/ }), 'Fiz particular');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Erro interno no servidor.');
    await expect(form.getByRole('radio', { name: 'Outro motivo' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Conte o motivo/ })).toHaveValue(
      'Fiz particular',
    );
    await expect(row).toHaveTextContent('Você ainda precisa desta solicitação?');
  },
};

/**
 * The session ends (a 401) as the patient sends the answer: the page logs out, and once the patient
 * logs in again the question opens by itself with what they had chosen, ready to send.
 */
export const StillNeededSessionExpired: Story = {
  beforeEach: withStillNeededQuestion,
  args: { redirectAfterMs: 600_000 },
  parameters: {
    scenarios: {
      answerInterestQuestion: {
        kind: 'error',
        status: 401,
        message: 'Sessão expirada. Faça login novamente.',
      },
    },
  },
  play: async ({ canvas }) => {
    const row = await cardiologyRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Responder' }));
    const form = within(await body().findByRole('dialog'));
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Outro motivo' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Conte o motivo/ }), 'Fiz particular');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(
      await canvas.findByText(/Você precisa entrar para ver suas solicitações/),
    ).toBeVisible();
    await expect(readSession()).toBeNull();

    await loginAs(DEMO.patient.cpf, DEMO.patient.password)();
    const again = within(await body().findByRole('dialog', { name: 'Você ainda precisa?' }));
    await expect(again.getByRole('radio', { name: 'Não preciso mais' })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Outro motivo' })).toBeChecked();
    await expect(again.getByRole('textbox', { name: /^Conte o motivo/ })).toHaveValue(
      'Fiz particular',
    );
    // Handed back once: nothing is left in the tab's storage.
    await expect(
      Object.keys(sessionStorage).filter((key) => key.startsWith('portal.paciente.rascunho.')),
    ).toEqual([]);
  },
};

/**
 * On a 320 px phone with text at 200 %: the question on the request's card, answered in place
 * (a dialog would leave the form no room), and nothing scrolls sideways.
 */
export const StillNeededReflow: Story = {
  beforeEach: withStillNeededQuestion,
  globals: atReflow(),
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Minhas solicitações' });
    await userEvent.click(await within(cards).findByRole('button', { name: 'Responder' }));
    await expect(body().queryByRole('dialog')).toBeNull();
    const form = within(await within(cards).findByRole('form'));
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await expect(
      await form.findByRole('radio', { name: 'Já fui atendido em outro serviço' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The waiting request is of class P3 (Prioritário), which has 20 cases and more: its Tempo estimado
 * is its class's, and 'Por prioridade' lists every class with its own marked.
 */
export const ByPriority: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const waiting = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Solicitado'))!;
    await waitFor(() =>
      expect(waiting).toHaveTextContent(/Prioritário: (Metade|9 em 10|Já espera)/),
    );
    await userEvent.click(within(waiting).getByText('Por prioridade'));
    const classes = within(waiting).getByRole('list', { name: 'Por prioridade' });
    await expect(within(classes).getAllByRole('listitem')).toHaveLength(4);
    const own = classes.querySelector('li.own');
    await expect(own).toHaveTextContent(
      'Prioritário (a prioridade da sua solicitação): metade em até 70 dias; 9 em cada 10, em até 154 dias. (32 atendidos)',
    );
    await expect(classes).toHaveTextContent(
      'Urgência: poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).',
    );
  },
};

/** The patient's card at 360 px: the classes open inside it, without a sideways scroll. */
export const ByPriorityMobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Minhas solicitações' });
    const summary = await within(cards).findByText('Por prioridade');
    await userEvent.click(summary);
    const own = await waitFor(() => {
      const found = cards.querySelector('li.own');
      if (!found) throw new globalThis.Error('no own class');
      return found;
    });
    await expect(own).toHaveTextContent(/^Prioritário \(a prioridade da sua solicitação\)/);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** The wait figures fail: the requests are all there, the estimate says it is unavailable. */
export const EstimateFails: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'error' } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(await canvas.findByText('Total: 7 solicitações')).toBeVisible();
    await waitFor(() => expect(table).toHaveTextContent('Estimativa indisponível'));
  },
};

/** Período and Situação filter the list (also locally); the period offers this year back to 3 years earlier. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Total: 7 solicitações');
    await pick('Situação', 'Efetivado');
    await expect(await canvas.findByText('Total: 3 solicitações')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: /Período$/ }));
    const years = body()
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    const now = new Date().getFullYear();
    await expect(years).toEqual(['Todos os períodos', ...[0, 1, 2, 3].map((n) => String(now - n))]);
    await userEvent.keyboard('{Escape}');
    await pick('Período', '2024');
    await expect(await canvas.findByText('Total: 2 solicitações')).toBeVisible();
    await pick('Situação', 'Devolvido');
    await expect(await canvas.findByText('Nenhuma solicitação encontrada.')).toBeVisible();
  },
};

/** At 360 px the requests are cards. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Minhas solicitações' });
    await expect(within(cards).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** More requests than a page holds: the pagination, and a page change that reloads the list. */
export const Paginated: Story = {
  beforeEach: async () => {
    await import('./PatientArea');
    return loginAs(DEMO.manyRequests.cpf, DEMO.manyRequests.password)();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total: 23 solicitações')).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = canvas.getByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(4),
    );
    await expect(within(pages).getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { getMySolicitations: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando suas solicitações...')).toBeVisible();
  },
};

/** No requests: the no-data view. */
export const Empty: Story = {
  parameters: { scenarios: { getMySolicitations: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma solicitação encontrada.')).toBeVisible();
  },
};

/** The call fails: the server's message and a retry. */
export const Error: Story = {
  parameters: { scenarios: { getMySolicitations: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A filter change fails: the error and its retry replace the older page, not a stale list. */
export const FilterChangeFails: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Total: 7 solicitações');
    setScenario('getMySolicitations', { kind: 'error' });
    await pick('Situação', 'Efetivado');
    await expect(await canvas.findByText('Erro interno no servidor.')).toBeVisible();
    await expect(canvas.queryByText(/^Total:/)).toBeNull();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('Total: 3 solicitações')).toBeVisible();
  },
};

/**
 * A 200 whose body is not the contract's page (no rows, no count): a failed read with its retry,
 * the filter as the patient left it; never "nenhuma solicitação" nor a crashed page.
 */
export const MalformedReply: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Total: 7 solicitações');
    setScenario('getMySolicitations', { kind: 'malformed' });
    await pick('Situação', 'Efetivado');
    await expect(await canvas.findByText(MALFORMED_REPLY)).toBeVisible();
    await expect(canvas.queryByText(/Nenhuma solicitação/)).toBeNull();
    await expect(body().getByRole('button', { name: /Situação$/ })).toHaveTextContent('Efetivado');
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('Total: 3 solicitações')).toBeVisible();
  },
};

/** A 401 (expired token) clears the stored login: the logged-out view takes over. */
export const SessionExpired: Story = {
  // The message stays: its picture is taken after the play function, at a time that varies under
  // load, and past the 4 s the page would already be the login's (LoggedOut checks the redirect).
  args: { redirectAfterMs: 600_000 },
  parameters: {
    scenarios: {
      getMySolicitations: {
        kind: 'error',
        status: 401,
        message: 'Sessão expirada. Faça login novamente.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Você precisa entrar para ver suas solicitações/),
    ).toBeVisible();
    await expect(readSession()).toBeNull();
  },
};

/** No stored login: the message, then /usuarios after 4 s. */
export const LoggedOut: Story = {
  beforeEach: loggedOut,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Você precisa entrar para ver suas solicitações/),
    ).toBeVisible();
    await expect(currentRoute()).toBe('/minhas-solicitacoes');
    await waitFor(() => expect(currentRoute()).toBe('/usuarios'), { timeout: 6000 });
  },
};

/** A patient who has not accepted the terms gets the terms modal. */
export const FirstVisit: Story = {
  beforeEach: loginAs(DEMO.firstVisit.cpf, DEMO.firstVisit.password),
  play: async () => {
    await expect(
      await body().findByRole('dialog', { name: 'Política de Privacidade e Termos de Uso' }),
    ).toBeVisible();
  },
};

/** A Google account without CPF gets the CPF modal first. */
export const WithoutCpf: Story = {
  beforeEach: loginWithGoogle(DEMO_GOOGLE_ACCOUNTS[0]!),
  play: async ({ canvas }) => {
    await expect(
      await body().findByRole('dialog', {
        name: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('O cpf é obrigatório para a busca de minhas solicitações'),
    ).toBeInTheDocument();
  },
};

const HANDOFF_USER = {
  id: 1,
  name: DEMO.patient.name,
  birthDate: '1968-03-14',
  cns: '898001234567891',
  cpf: DEMO.patient.cpf,
  hasAcceptedTerms: true,
};

/** Arriving with ?user=<JSON>&token=: the login is stored and the page reloads without them. */
export const Handoff: Story = {
  beforeEach: loggedOut,
  parameters: {
    route: {
      address: `/minhas-solicitacoes?user=${encodeURIComponent(JSON.stringify(HANDOFF_USER))}&token=patient.entregue`,
    },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith('/minhas-solicitacoes'));
    await expect(readSession()).toEqual({ token: 'patient.entregue', user: HANDOFF_USER });
  },
};
