import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { answerDataRequest, fileDataRequest } from '../../storybook/dataSubject';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { DataRequestsPage } from './DataRequestsPage';

const meta = {
  title: 'Gerencial/Solicitações de titulares',
  component: DataRequestsPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/privacidade/solicitacoes' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof DataRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 10_000 };
const body = () => within(document.body);
const CAPTION = 'Solicitações, as em aberto primeiro';
/** The seed's requests (mocks/src/seed/dataSubject.ts), at the story clock's 20/11/2026. */
const JOAO = `${DEMO.firstVisit.name} (111.444.777-35)`;
const CARLOS = `${DEMO.manyRequests.name} (153.509.460-56)`;
const MARIA = `${DEMO.patient.name} (529.982.247-25)`;

/** The demo patient asked for a correction today. */
const demoCorrection = async () => {
  await fileDataRequest(DEMO.patient, {
    kind: 'correcao',
    fields: 'Telefone',
    correction: '(21) 98888-7777',
  });
};

/** A day at whatever hour the browser's time zone shows. */
const at = (day: string) => expect.stringMatching(new RegExp(`^${day} \\d{2}:\\d{2}$`));
const results = (canvas: Canvas) => within(canvas.getByRole('region', { name: CAPTION }));
const summary = (canvas: Canvas) => canvas.findByTestId('open-count', {}, T);

/** What each row says, column by column (a card's values, its title first). */
function rowsOf(canvas: Canvas): string[][] {
  const table = canvas.queryByRole('table', { name: CAPTION });
  if (table)
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        Array.from(row.children)
          .slice(0, -1)
          .map((cell) => cell.textContent ?? ''),
      );
  return within(canvas.getByRole('list', { name: CAPTION }))
    .getAllByRole('listitem')
    .map((card) => [
      card.querySelector('h3, h2, [data-card-title]')?.textContent ?? '',
      ...Array.from(card.querySelectorAll('dd')).map((dd) => dd.textContent ?? ''),
    ]);
}

async function openAnswer(canvas: Canvas, patient: string) {
  await userEvent.click(
    await canvas.findByRole('button', { name: `Responder a solicitação de ${patient}` }, T),
  );
  const heading = await canvas.findByRole('heading', { name: /^Responder a solicitação nº/ }, T);
  await waitFor(() => expect(heading).toHaveFocus());
  return within(heading.closest('section')!);
}

const answerBox = (form: Canvas) => form.getByRole('textbox', { name: /Resposta ao paciente/ });

/**
 * The requests, open ones first by their deadline (the late one says how late, the others how many
 * days are left), then the answered one with who answered; the count of open ones; the menu entry.
 */
export const Default: Story = {
  beforeEach: demoCorrection,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Solicitações de titulares (LGPD)' }),
    ).toBeVisible();
    await expect(await summary(canvas)).toHaveTextContent('3 solicitações em aberto.');
    const table = canvas.getByRole('table', { name: CAPTION });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Paciente', 'Tipo', 'Pedido em', 'Prazo', 'Situação', 'Ações']);
    await expect(rowsOf(canvas)).toEqual([
      [JOAO, 'Correção: Nome da mãe', at('02/11/2026'), 'Prazo vencido há 3 dias', 'Em aberto'],
      [CARLOS, 'Correção: Telefone', at('16/11/2026'), '11 dias restantes', 'Em aberto'],
      [MARIA, 'Correção: Telefone', at('20/11/2026'), '15 dias restantes', 'Em aberto'],
      [
        CARLOS,
        'Correção: E-mail',
        at('21/10/2026'),
        expect.stringMatching(
          /^Respondida em 24\/10\/2026 \d{2}:\d{2} por Administrador Mesquita$/,
        ),
        'Atendida',
      ],
    ]);
    // An answered request has nothing left to answer.
    await expect(
      canvas.getAllByRole('button', { name: /^Responder a solicitação de/ }),
    ).toHaveLength(3);
    const menu = body().getByRole('navigation', { name: 'Menu do Portal Gerencial' });
    await expect(
      within(menu).getByRole('link', { name: 'Solicitações de titulares (LGPD)' }),
    ).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Solicitações de titulares/));
  },
};

/**
 * 'Responder' opens the request (its data and its deadline) below the list and takes the focus;
 * 'Atendida' with a text is sent, said once the server confirmed it, and the list shows it.
 */
export const Answer: Story = {
  play: async ({ canvas }) => {
    await expect(await summary(canvas)).toHaveTextContent('2 solicitações em aberto.');
    const form = await openAnswer(canvas, DEMO.firstVisit.name);
    await expect(form.getByText('Rosa Ferreira Lima da Silva')).toBeVisible();
    await expect(form.getByText('17/11/2026 (Prazo vencido há 3 dias)')).toBeVisible();
    await expect(form.getByText(/Corrija o dado onde ele fica guardado/)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Atendida' }));
    await userEvent.type(answerBox(form), 'Nome da mãe corrigido no cadastro.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Resposta enviada ao paciente.', 'success');
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: /^Responder a solicitação nº/ })).toBeNull(),
    );
    await waitFor(
      () => expect(canvas.getByTestId('open-count')).toHaveTextContent('1 solicitação em aberto.'),
      T,
    );
    await waitFor(() =>
      expect(rowsOf(canvas).find((row) => row[0] === JOAO)?.[4]).toBe('Atendida'),
    );
  },
};

/** Nothing chosen or written: each field says what it needs, and nothing is sent. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    const form = await openAnswer(canvas, DEMO.firstVisit.name);
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(
      await form.findByText('Escolha se a solicitação foi atendida ou recusada.'),
    ).toBeVisible();
    await expect(answerBox(form)).toHaveAccessibleDescription(
      expect.stringContaining('Escreva a resposta ao paciente.'),
    );
    await expect(await summary(canvas)).toHaveTextContent('2 solicitações em aberto.');
  },
};

/** Sending fails: the reason, nothing shown as answered, and what staff wrote stays. */
export const AnswerFails: Story = {
  parameters: {
    scenarios: { answerDataRequest: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    const form = await openAnswer(canvas, DEMO.firstVisit.name);
    await userEvent.click(form.getByRole('radio', { name: 'Recusada' }));
    await userEvent.type(answerBox(form), 'O nome da mãe já está certo no cadastro.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Erro interno no servidor.');
    await expect(form.getByTestId('answer-failure')).toHaveTextContent(
      'Erro interno no servidor. Não foi possível enviar a resposta. O que você escreveu continua aqui.',
    );
    await expect(form.getByRole('radio', { name: 'Recusada' })).toBeChecked();
    await expect(answerBox(form)).toHaveValue('O nome da mãe já está certo no cadastro.');
    await expect(rowsOf(canvas).find((row) => row[0] === JOAO)?.[4]).toBe('Em aberto');
  },
};

/**
 * Someone answered first (409): the server's words, and the list shows that answer; what this
 * staff member wrote stays on screen.
 */
export const AlreadyAnswered: Story = {
  play: async ({ canvas }) => {
    const form = await openAnswer(canvas, DEMO.firstVisit.name);
    await answerDataRequest(DEMO.admin, 2, { status: 'atendida', answer: 'Corrigido.' });
    await userEvent.click(form.getByRole('radio', { name: 'Recusada' }));
    await userEvent.type(answerBox(form), 'Outra resposta.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Esta solicitação já foi respondida.');
    await waitFor(() =>
      expect(rowsOf(canvas).find((row) => row[0] === JOAO)?.[4]).toBe('Atendida'),
    );
    await expect(answerBox(form)).toHaveValue('Outra resposta.');
  },
};

/** A deletion: the form warns what 'Atendida' does to the account before anything is sent. */
export const Deletion: Story = {
  beforeEach: async () => {
    await fileDataRequest(DEMO.patient, { kind: 'exclusao' });
  },
  play: async ({ canvas }) => {
    const form = await openAnswer(canvas, DEMO.patient.name);
    await expect(form.getByText('Exclusão da conta')).toBeVisible();
    await expect(
      form.getByText(/Ao marcar como atendida, a conta é desativada na hora/),
    ).toBeVisible();
  },
};

/** No request at all. */
export const Empty: Story = {
  parameters: { scenarios: { listDataRequests: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nenhuma solicitação de titular até agora.', {}, T),
    ).toBeVisible();
  },
};

/** On its way. */
export const Loading: Story = {
  parameters: { scenarios: { listDataRequests: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando as solicitações...', {}, T)).toBeVisible();
  },
};

/** The list fails: the reason and a retry, which brings it. */
export const Error: Story = {
  parameters: {
    scenarios: { listDataRequests: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    const alert = await results(canvas).findByRole('alert', {}, T);
    await expect(alert).toHaveTextContent('Erro interno no servidor.');
    resetScenarios();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await summary(canvas)).toHaveTextContent('2 solicitações em aberto.');
  },
};

/** The list answers what the contract does not allow: an error with a retry. */
export const Malformed: Story = {
  parameters: { scenarios: { listDataRequests: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await results(canvas).findByRole('alert', {}, T)).toHaveTextContent(
      MALFORMED_REPLY,
    );
  },
};

/** 360 px: each request a card, the answer form below, nothing wider than the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(await summary(canvas)).toHaveTextContent('2 solicitações em aberto.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await openAnswer(canvas, DEMO.firstVisit.name);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: the list and the form reflow (WCAG 1.4.10). */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await summary(canvas);
    await openAnswer(canvas, DEMO.firstVisit.name);
    await expectNoHorizontalOverflow();
  },
};
