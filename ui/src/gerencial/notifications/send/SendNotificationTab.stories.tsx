import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../../api/reply';
import { formatDate } from '../../../domain/dates';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../../storybook/expectToast';
import { spyRequests } from '../../../storybook/spyRequests';
import { atReflow, atViewport } from '../../../storybook/viewports';
import { ScreenHeader } from '../../layout/ScreenHeader';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import type { ScheduledNotification } from '../api';
import { SendNotificationTab, type SendNotificationTabProps } from './SendNotificationTab';

/** The tab under the page's heading, as the notifications page shows it. */
function Screen(props: SendNotificationTabProps) {
  return (
    <>
      <ScreenHeader title="Enviar Notificação para Usuário" />
      <SendNotificationTab {...props} />
    </>
  );
}

/** A clock the stories move: today at 10:40 unless a story sets it. */
let clockAt = new Date();
const at = (days: number, h: number, m: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(h, m, 0, 0);
  return d;
};
const storyClock = () => clockAt;

const meta = {
  title: 'Gerencial/Notificações/Enviar Notificação',
  component: Screen,
  decorators: [withAdmin],
  args: { onEdited: fn(), onCancelEdit: fn(), now: storyClock },
  parameters: { layout: 'fullscreen', gerencial: { route: '/agendamento-notificacoes' } },
  beforeEach: async () => {
    clockAt = at(0, 10, 40);
    return loginAdminForStory(DEMO.admin)();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 5_000 };
const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', {}, T);

/** Seeded app users of DEMO.admin's client: active, inactive (status 0), and a valid unknown CPF. */
const CPF = {
  active: DEMO.patient.cpf,
  active2: DEMO.firstVisit.cpf,
  inactive: '18334443102',
  unknown: '86288366757',
};
const masked = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

const textbox = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Chooses an option of a Select (a button opening a listbox). */
async function choose(canvas: Canvas, label: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }, T));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

async function hourOptions(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: /Hora$/ }));
  const list = await body().findByRole('listbox', {}, T);
  const options = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  return options;
}

async function fillMessage(canvas: Canvas, type = 'Informativo') {
  await fill(textbox(canvas, /^Título/), 'Campanha de vacinação');
  await waitFor(() => expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeEnabled(), T);
  await choose(canvas, /Tipo$/, type);
  await fill(textbox(canvas, /^Descrição/), 'Vacine-se na UBS mais próxima.');
}

async function addCpf(canvas: Canvas, cpf: string) {
  await userEvent.type(textbox(canvas, /^CPF/), cpf);
  await userEvent.click(canvas.getAllByRole('button', { name: 'Adicionar' }).at(-1)!);
}

const cpfMode = (canvas: Canvas) => userEvent.click(canvas.getByRole('radio', { name: 'CPF' }));
const scheduleMode = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('radio', { name: 'Agendar uma data' }));

async function addDate(canvas: Canvas, date: string, hour: string) {
  await userEvent.clear(textbox(canvas, /^Data/));
  await userEvent.type(textbox(canvas, /^Data/), date);
  await choose(canvas, /Hora$/, hour);
  await userEvent.click(canvas.getAllByRole('button', { name: 'Adicionar' })[0]!);
}

const jsonOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** Now, to all: the sections, the preview and the summary. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Envio Imediato' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Frequência' })).toBeNull();
    for (const name of ['Envio', 'Destinatários', 'Mensagem'])
      await expect(canvas.getByRole('group', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Resumo do envio' }));
    await expect(summary.getByText('Todos os CPFs ativos')).toBeVisible();
    await expect(summary.getByText('Agora')).toBeVisible();
    await fill(textbox(canvas, /^Descrição/), 'Olá');
    await expect(canvas.getByText('3/160 caracteres')).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Pré-visualização no celular' }));
    await expect(preview.getByText('agora')).toBeVisible();
    await expect(preview.getAllByText('Olá')).toHaveLength(2); // the visible copy is aria-hidden
  },
};

/** 360 px: the preview below the form, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Enviar Notificação' });
    const preview = canvas.getByRole('region', { name: 'Pré-visualização no celular' });
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(
      form.getBoundingClientRect().bottom - 1,
    );
    await scheduleMode(canvas);
    await cpfMode(canvas);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px (the breakpoint): still stacked. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Enviar Notificação' });
    const preview = canvas.getByRole('region', { name: 'Pré-visualização no celular' });
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(
      form.getBoundingClientRect().bottom - 1,
    );
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 1280 px: the preview beside the form. */
export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Enviar Notificação' });
    const preview = canvas.getByRole('region', { name: 'Pré-visualização no celular' });
    await expect(preview.getBoundingClientRect().left).toBeGreaterThan(
      form.getBoundingClientRect().right - 1,
    );
  },
};

/** 320 px with text at 200 %. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await scheduleMode(canvas);
    await cpfMode(canvas);
    await expectNoHorizontalOverflow();
  },
};

/** The types are loading: Tipo waits, saying so. */
export const Loading: Story = {
  parameters: { scenarios: { listNotificationTypes: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    const type = canvas.getByRole('button', { name: /Tipo$/ });
    await expect(type).toBeDisabled();
    await expect(type).toHaveTextContent('Carregando tipos...');
  },
};

/** The types fail: the message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { listNotificationTypes: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeDisabled();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeEnabled(), T);
    await choose(canvas, /Tipo$/, 'Campanha de saúde');
    await expect(canvas.queryByText('Erro interno no servidor.')).toBeNull();
  },
};

/** A types reply without rows is no list: the error and a retry that recovers. */
export const Malformed: Story = {
  parameters: { scenarios: { listNotificationTypes: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeEnabled(), T);
  },
};

/** The send answers with something else than its contract: an error, never a success. */
export const SendMalformed: Story = {
  parameters: { scenarios: { sendImmediateNotification: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Enviar para todos' }),
    );
    await expectToast('Houve algum erro, tente novamente mais tarde.');
    await expect(textbox(canvas, /^Título/)).toHaveValue('Campanha de vacinação');
  },
};

/** Every submit message beside its field and all of them in one toast. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await scheduleMode(canvas);
    await cpfMode(canvas);
    await fill(textbox(canvas, /^Título/), 'Oi');
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar' }));
    const messages = [
      'Por favor, coloque pelo menos uma Data.',
      'Por favor, coloque pelo menos 1 CPF.',
      'Por favor, o título deve conter no mínimo 3 caracteres.',
      'Por favor, a descrição deve conter no mínimo 3 caracteres.',
      'Por favor, selecione um tipo de mensagem.',
    ];
    for (const message of messages) await expect(await canvas.findByText(message)).toBeVisible();
    // One toast holds them all.
    await waitFor(() => {
      const toasts = [...document.querySelectorAll('[role="alert"]')].filter((el) =>
        messages.every((m) => el.textContent?.includes(m)),
      );
      expect(toasts.length).toBeGreaterThan(0);
    }, T);
    await expect(textbox(canvas, /^Título/)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(canvas, /^Descrição/)).toHaveAttribute('maxlength', '160');
  },
};

/**
 * The fields whose label carries the required mark every required field shows (the shared
 * RequiredMark: an asterisk hidden from screen readers), by their label's text.
 */
const markedRequired = (root: HTMLElement) =>
  [...root.querySelectorAll('[aria-hidden="true"]')]
    .filter((mark) => mark.textContent === '*')
    .map((mark) => mark.parentElement?.textContent?.replace(/\*$/, '').trim());

/** Título, Tipo, Descrição (and Chatbot for a type-3 message) carry the required asterisk. */
export const RequiredMarks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeEnabled(), T);
    await expect(markedRequired(canvasElement)).toEqual(
      expect.arrayContaining(['Título', 'Tipo', 'Descrição']),
    );
    // The mark is not read out: the field's name stays 'Tipo'.
    await expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeVisible();
    // Leaving it empty says nothing yet: the form's own message comes on submit.
    await userEvent.click(canvas.getByRole('button', { name: /Tipo$/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(canvas.queryByText('Campo Tipo é requerido')).toBeNull();
    await choose(canvas, /Tipo$/, 'Chatbot');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Chatbot$/ })).toBeEnabled(), T);
    await expect(markedRequired(canvasElement)).toContain('Chatbot');
  },
};

/** At 10:40 today the first hour offered is 12:00; a future date offers all 23. */
export const TimeSlots: Story = {
  play: async ({ canvas }) => {
    await scheduleMode(canvas);
    const hour = canvas.getByRole('button', { name: /Hora$/ });
    await expect(hour).toBeDisabled();
    await userEvent.type(textbox(canvas, /^Data/), formatDate(at(0, 0, 0)).slice(0, 8));
    await expect(hour).toBeDisabled();
    await userEvent.type(textbox(canvas, /^Data/), formatDate(at(0, 0, 0)).slice(8));
    await waitFor(() => expect(hour).toBeEnabled());
    const today = await hourOptions(canvas);
    await expect(today[0]).toBe('12:00');
    await expect(today).not.toContain('11:00');
    await expect(today).not.toContain('11:30');
    await expect(today.at(-1)).toBe('20:00');
    await userEvent.clear(textbox(canvas, /^Data/));
    await userEvent.type(textbox(canvas, /^Data/), formatDate(at(2, 0, 0)));
    const future = await hourOptions(canvas);
    await expect(future).toHaveLength(23);
    await expect([future[0], future.at(-1)]).toEqual(['09:00', '20:00']);
  },
};

/** Adicionar's three messages; a date added and removed, both announced. */
export const OneHourNotice: Story = {
  play: async ({ canvas }) => {
    await scheduleMode(canvas);
    const add = () => userEvent.click(canvas.getAllByRole('button', { name: 'Adicionar' })[0]!);
    await add();
    await expect(
      await canvas.findByText('Por favor, preencha os campos Data e Hora.'),
    ).toBeVisible();

    const today = formatDate(at(0, 0, 0));
    await userEvent.type(textbox(canvas, /^Data/), today);
    await choose(canvas, /Hora$/, '12:00');
    // Half an hour later 12:00 is under an hour away.
    clockAt = at(0, 11, 10);
    await add();
    await expect(
      await canvas.findByText(
        'Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.',
      ),
    ).toBeVisible();
    clockAt = at(0, 10, 40);

    // The date retyped wrong while the hour stays.
    await userEvent.type(textbox(canvas, /^Data/), '{Backspace}{Backspace}');
    await add();
    await expect(await canvas.findByText('Data informada errada.')).toBeVisible();

    await userEvent.clear(textbox(canvas, /^Data/));
    await userEvent.type(textbox(canvas, /^Data/), today);
    await choose(canvas, /Hora$/, '12:00');
    await add();
    const label = `${today} às 12:00`;
    const list = await canvas.findByRole('list', { name: 'Datas agendadas' });
    await expect(within(list).getByText(label)).toBeVisible();
    await expect(
      canvas.getByText(`Data ${label} adicionada.`).closest('[aria-live="polite"]'),
    ).not.toBeNull();
    // The same date and hour again is not added twice.
    await choose(canvas, /Hora$/, '12:00');
    await add();
    await expect(await canvas.findByText('Esta data e hora já foram adicionadas.')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${label}` }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Datas agendadas' })).toBeNull());
    await expect(canvas.getByText(`Data ${label} removida.`)).toBeInTheDocument();
    // Envio Imediato clears the dates.
    await addDate(canvas, formatDate(at(3, 0, 0)), '09:00');
    await userEvent.click(canvas.getByRole('radio', { name: 'Envio Imediato' }));
    await scheduleMode(canvas);
    await expect(canvas.queryByRole('list', { name: 'Datas agendadas' })).toBeNull();
  },
};

/**
 * CPF checks: the field's messages, no duplicates; on Enviar the unknown CPF blocks ('CPFs não
 * cadastrados!'), the marks say why in words; then the inactive one asks and 'Sim' sends.
 */
export const CpfMarking: Story = {
  play: async ({ canvas }) => {
    await cpfMode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(await canvas.findByText('Por favor, preencha o campo CPF.')).toBeVisible();
    await addCpf(canvas, '529982');
    await expect(await canvas.findByText('Preencha o campo CPF corretamente.')).toBeVisible();
    await userEvent.clear(textbox(canvas, /^CPF/));
    for (const cpf of [CPF.active, CPF.unknown, CPF.inactive]) await addCpf(canvas, cpf);
    await addCpf(canvas, CPF.active);
    await expect(await canvas.findByText('Este CPF já foi adicionado.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'CPFs adicionados' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await fillMessage(canvas);

    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      let modal = await dialog();
      await expect(modal).toHaveAccessibleName('CPFs não cadastrados!');
      await expect(within(modal).getByText(masked(CPF.unknown))).toBeVisible();
      await expect(within(modal).getByText(/CPFs cadastrados e ativos/)).toBeVisible();
      await expect(within(modal).queryByRole('button', { name: 'Cancelar' })).toBeNull();
      await userEvent.click(within(modal).getByRole('button', { name: 'Ok! Modificarei' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(0);
      const checked = JSON.parse(spy.rest('POST', '/api/validate-cpfs')[0]!.body) as string[];
      await expect(checked).toEqual([CPF.active, CPF.unknown, CPF.inactive]);

      const item = (cpf: string) =>
        within(list)
          .getAllByRole('listitem')
          .find((li) => li.textContent?.includes(masked(cpf)))!;
      await expect(within(item(CPF.unknown)).getByText('não cadastrado')).toBeVisible();
      await expect(within(item(CPF.inactive)).getByText('desativado')).toBeVisible();
      await expect(within(item(CPF.active)).queryByText(/não cadastrado|desativado/)).toBeNull();

      await userEvent.click(
        canvas.getByRole('button', { name: `Remover CPF ${masked(CPF.unknown)}` }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      modal = await dialog();
      await expect(modal).toHaveAccessibleName('CPFs desativados!');
      await expect(within(modal).getByText(masked(CPF.inactive))).toBeVisible();
      await expect(within(modal).getByText('Deseja enviar mesmo assim?')).toBeVisible();
      await userEvent.click(within(modal).getByRole('button', { name: 'Não' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(0);

      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      // The dialog may be found before its buttons are drawn: its button is waited for.
      await userEvent.click(
        await within(await dialog()).findByRole('button', { name: 'Sim, enviar' }, T),
      );
      // The request first: a success toast of an earlier story may still be fading.
      await waitFor(() => expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(1));
      await expectToast('Notificação enviada com sucesso.', 'success');
      const sent = jsonOf(spy.rest('POST', '/api/immediate-notifications')[0]!.body);
      await expect(sent.cpfs).toEqual([CPF.active, CPF.inactive]);
    } finally {
      spy.restore();
    }
  },
};

/** The CPF check fails: the send does not happen and the form stays. */
export const CpfCheckFails: Story = {
  parameters: { scenarios: { validateCpfs: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await fillMessage(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      await expectToast('Houve algum erro, tente novamente mais tarde.');
      await expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(0);
      await expect(
        within(canvas.getByRole('list', { name: 'CPFs adicionados' })).getByText(
          masked(CPF.active),
        ),
      ).toBeVisible();
      await expect(textbox(canvas, /^Título/)).toHaveValue('Campanha de vacinação');
    } finally {
      spy.restore();
    }
  },
};

/** Chatbot only for type 3 (Chatbot); changing the type clears it. */
export const Type3Chatbot: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /Tipo$/ })).toBeEnabled(), T);
    await choose(canvas, /Tipo$/, 'Lembrete de consulta');
    await expect(canvas.queryByRole('button', { name: /Chatbot$/ })).toBeNull();
    await choose(canvas, /Tipo$/, 'Chatbot');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Chatbot$/ })).toBeEnabled(), T);
    await choose(canvas, /Chatbot$/, 'Agendamento Mesquita');
    const summary = within(canvas.getByRole('region', { name: 'Resumo do envio' }));
    await expect(summary.getByText('Agendamento Mesquita')).toBeVisible();
    await choose(canvas, /Tipo$/, 'Informativo');
    await expect(canvas.queryByRole('button', { name: /Chatbot$/ })).toBeNull();
    await choose(canvas, /Tipo$/, 'Chatbot');
    const bot = await canvas.findByRole('button', { name: /Chatbot$/ });
    await expect(bot).toHaveTextContent('Selecione uma opção');
    await fill(textbox(canvas, /^Título/), 'Fale com o bot');
    await fill(textbox(canvas, /^Descrição/), 'Converse com o assistente.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast('Por favor, selecione um Chatbot.');
    // Beside the field too.
    await expect(canvas.getByRole('button', { name: /Chatbot$/ })).toHaveAccessibleDescription(
      'Por favor, selecione um Chatbot.',
    );
  },
};

const EDITING: ScheduledNotification = {
  noa_id: 1,
  noa_titulo: 'Lembrete de consulta',
  noa_mensagem:
    'Sua consulta está agendada. Compareça com 30 minutos de antecedência e leve documento com foto.',
  noa_id_tipos_notificacoes: 2,
  noa_extra_datas: '{"unidade":"Policlínica Mesquita"}',
  noa_id_blip_bots: null,
  interactions: [{ status: 3, number: 2 }],
};

/** Enviar now, Agendar when scheduling; Alterar is the edit's (see EditAlterar). */
export const ButtonLabel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await scheduleMode(canvas);
    await expect(canvas.getByRole('button', { name: 'Agendar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enviar' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Envio Imediato' }));
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
  },
};

/** 'Todos': the confirmation (Cancelar sends nothing), then the send to every active CPF. */
export const SendToAll: Story = {
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      let modal = await dialog();
      await expect(modal).toHaveAccessibleName('Deseja enviar para todos os CPFs?');
      await expect(within(modal).getByText(/todos os CPFs ativos/)).toBeVisible();
      await expect(within(modal).getByText(/pode demorar/)).toBeVisible();
      await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(0);

      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      modal = await dialog();
      await userEvent.click(within(modal).getByRole('button', { name: 'Enviar para todos' }));
      // The request first: a success toast of an earlier story may still be fading.
      await waitFor(() => expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(1));
      await expectToast('Notificação enviada com sucesso.', 'success');
      const sent = jsonOf(spy.rest('POST', '/api/immediate-notifications')[0]!.body);
      await expect(sent).toMatchObject({ sendAllCpf: true, cpfs: [], clientId: 1 });
      await expect(spy.rest('POST', '/api/validate-cpfs')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** Now, to two CPFs: the request body, the success, and the form cleared. */
export const SendNow: Story = {
  play: async ({ canvas }) => {
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await addCpf(canvas, CPF.active2);
    await fillMessage(canvas, 'Campanha de saúde');
    const summary = within(canvas.getByRole('region', { name: 'Resumo do envio' }));
    await expect(summary.getByText('2 CPFs')).toBeVisible();
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      // The request first: a success toast of an earlier story may still be fading.
      await waitFor(() => expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(1));
      await expectToast('Notificação enviada com sucesso.', 'success');
      const sent = jsonOf(spy.rest('POST', '/api/immediate-notifications')[0]!.body);
      await expect(sent).toEqual({
        sendAllCpf: false,
        cpfs: [CPF.active, CPF.active2],
        title: 'Campanha de vacinação',
        body: 'Vacine-se na UBS mais próxima.',
        data: {
          title: 'Campanha de vacinação',
          body: 'Vacine-se na UBS mais próxima.',
          typeId: 4,
          typeLabel: 'Campanha de saúde',
          extraDatas: null,
          scheduleList: [],
          isSendNow: '1',
          blipBotId: null,
          isCall: '0',
        },
        clientId: 1,
        onlyPush: false,
      });
      await waitFor(() => expect(textbox(canvas, /^Título/)).toHaveValue(''));
      await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
    } finally {
      spy.restore();
    }
  },
};

/** Agendar: the body per contract; after it the timing stays on 'Agendar uma data'. */
export const Schedule: Story = {
  play: async ({ canvas }) => {
    const day = formatDate(at(3, 0, 0));
    const [dd, mm, yyyy] = day.split('/');
    await scheduleMode(canvas);
    await addDate(canvas, day, '12:00');
    await addDate(canvas, day, '09:30');
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await fillMessage(canvas, 'Chatbot');
    await choose(canvas, /Chatbot$/, 'Agendamento Mesquita');
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Agendar' }));
      // The request first: a success toast of an earlier story may still be fading.
      await waitFor(() => expect(spy.rest('POST', '/api/agendar-notificacoes')).toHaveLength(1));
      await expectToast('Agendamento realizado com sucesso.', 'success');
      const sent = jsonOf(spy.rest('POST', '/api/agendar-notificacoes')[0]!.body);
      const list = [
        { date: day, date_db: `${yyyy}-${mm}-${dd}`, hour: '09:30' },
        { date: day, date_db: `${yyyy}-${mm}-${dd}`, hour: '12:00' },
      ];
      await expect(sent).toMatchObject({
        form: {
          send: { radio: 0 },
          frequency: { listSchedule: list },
          receiver: { radio: 0, listCpf: [{ cpf: CPF.active, isRed: false }] },
          msg: {
            title: 'Campanha de vacinação',
            type: { value: 3, label: 'Chatbot' },
            blipBotId: 1,
          },
        },
        notification: {
          typeId: 3,
          typeLabel: 'Chatbot',
          scheduleList: list,
          isSendNow: '0',
          blipBotId: 1,
          isCall: '0',
        },
      });
      await waitFor(() => expect(textbox(canvas, /^Título/)).toHaveValue(''));
      await expect(canvas.getByRole('radio', { name: 'Agendar uma data' })).toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Agendar' })).toBeVisible();
      await expect(canvas.queryByRole('list', { name: 'Datas agendadas' })).toBeNull();
    } finally {
      spy.restore();
    }
  },
};

/** Editing: only the message; Alterar asks 'Atualizar Notificação', then PUTs and calls onEdited. */
export const EditAlterar: Story = {
  args: { editing: EDITING },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/são alterados na aba Notificações Agendadas/)).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Envio Imediato' })).toBeNull();
    await expect(canvas.queryByRole('radio', { name: 'Todos' })).toBeNull();
    await expect(textbox(canvas, /^Título/)).toHaveValue('Lembrete de consulta');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Tipo$/ })).toHaveTextContent(
        'Lembrete de consulta',
      ),
    );
    await userEvent.clear(textbox(canvas, /^Título/));
    await userEvent.paste('Lembrete: consulta amanhã');
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Alterar' }));
      const modal = await dialog();
      await expect(modal).toHaveAccessibleName('Atualizar Notificação');
      await waitFor(() =>
        expect(within(modal).getByText(/Afeta \d+ destinatários?\./)).toBeVisible(),
      );
      await userEvent.click(within(modal).getByRole('button', { name: 'Alterar' }));
      await expectToast('Notificação atualizada com sucesso!', 'success');
      const sent = jsonOf(spy.rest('PUT', '/api/agendar-notificacoes')[0]!.body);
      await expect(sent).toEqual({
        id: 1,
        noa_id_tipos_notificacoes: 2,
        noa_mensagem: EDITING.noa_mensagem,
        noa_titulo: 'Lembrete: consulta amanhã',
        noa_extra_datas: EDITING.noa_extra_datas,
        noa_id_blip_bots: null,
      });
      await waitFor(() => expect(args.onEdited).toHaveBeenCalledTimes(1));
    } finally {
      spy.restore();
    }
  },
};

/** Cancelar while editing: back (onCancelEdit), nothing sent. */
export const EditCancel: Story = {
  args: { editing: EDITING },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelEdit).toHaveBeenCalledTimes(1);
  },
};

/** The send fails: the spec's message (not the server's), and everything typed stays. */
export const SaveFails: Story = {
  parameters: {
    scenarios: {
      sendImmediateNotification: { kind: 'error', message: 'Fila de envio indisponível.' },
    },
  },
  play: async ({ canvas }) => {
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast('Houve algum erro, tente novamente mais tarde.');
    await expect(within(document.body).queryByText('Fila de envio indisponível.')).toBeNull();
    await expect(textbox(canvas, /^Título/)).toHaveValue('Campanha de vacinação');
    await expect(textbox(canvas, /^Descrição/)).toHaveValue('Vacine-se na UBS mais próxima.');
    await expect(canvas.getByRole('button', { name: /Tipo$/ })).toHaveTextContent('Informativo');
    await expect(
      within(canvas.getByRole('list', { name: 'CPFs adicionados' })).getByText(masked(CPF.active)),
    ).toBeVisible();
  },
};

/** The network is down: the generic message, the form kept. */
export const Offline: Story = {
  parameters: { scenarios: { sendImmediateNotification: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Enviar para todos' }),
    );
    await expectToast('Houve algum erro, tente novamente mais tarde.');
    await expect(textbox(canvas, /^Título/)).toHaveValue('Campanha de vacinação');
  },
};

/** A double click on Enviar checks and sends once. */
export const DoubleClick: Story = {
  parameters: {
    scenarios: {
      validateCpfs: { delayMs: 400 },
      sendImmediateNotification: { delayMs: 800 },
    },
  },
  play: async ({ canvas }) => {
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await fillMessage(canvas);
    const spy = spyRequests();
    try {
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Enviar' }));
      await expectToast('Notificação enviada com sucesso.', 'success');
      await expect(spy.rest('POST', '/api/validate-cpfs')).toHaveLength(1);
      await expect(spy.rest('POST', '/api/immediate-notifications')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** HTML typed is shown as text in the preview and the summary. */
export const HtmlAsText: Story = {
  play: async ({ canvas }) => {
    await fill(textbox(canvas, /^Título/), '<b>Negrito</b>');
    await fill(textbox(canvas, /^Descrição/), '<img src=x onerror=alert(1)>Texto');
    const preview = canvas.getByRole('region', { name: 'Pré-visualização no celular' });
    await expect(within(preview).getAllByText('<b>Negrito</b>')).toHaveLength(2);
    await expect(within(preview).getAllByText('<img src=x onerror=alert(1)>Texto')).toHaveLength(2);
    await expect(preview.querySelector('b, img')).toBeNull();
  },
};

/** The preview cuts as a phone: one-line title and four-line text with an ellipsis; the whole
 * text is read once by screen readers. */
export const PreviewTruncation: Story = {
  play: async ({ canvas }) => {
    const title = 'Atenção: campanha de vacinação contra a gripe em todas as unidades de saúde';
    const text =
      'A vacinação contra a gripe acontece de segunda a sexta, das 8h às 17h, em todas as UBS do município. Leve documento com foto e cartão do SUS. Crianças, gestantes e idosos têm prioridade.';
    await fill(textbox(canvas, /^Título/), title);
    await fill(textbox(canvas, /^Descrição/), text);
    const preview = canvas.getByRole('region', { name: 'Pré-visualização no celular' });
    const shownTitle = preview.querySelector('.title')!;
    const shownBody = preview.querySelector('.body')!;
    await expect(shownTitle).toHaveAttribute('aria-hidden', 'true');
    await expect(shownTitle.textContent).toHaveLength(40);
    await expect(shownTitle.textContent?.endsWith('…')).toBe(true);
    await expect(shownBody.textContent).toHaveLength(140);
    await expect(shownBody.textContent?.endsWith('…')).toBe(true);
    await expect(getComputedStyle(shownTitle).whiteSpace).toBe('nowrap');
    await expect(getComputedStyle(shownBody).webkitLineClamp).toBe('4');
    // One full copy, visually hidden; the clipped one is hidden from screen readers.
    await expect(within(preview).getAllByText(text.slice(0, 160))).toHaveLength(1);
    await expect(within(preview).getAllByText(title)).toHaveLength(1);
  },
};

/** Cancelar clears the form and its messages. */
export const CancelClears: Story = {
  play: async ({ canvas, args }) => {
    await scheduleMode(canvas);
    await cpfMode(canvas);
    await addCpf(canvas, CPF.active);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar' }));
    await expect(await canvas.findByText('Por favor, coloque pelo menos uma Data.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('radio', { name: 'Envio Imediato' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(canvas.queryByText('Por favor, coloque pelo menos uma Data.')).toBeNull();
    await expect(args.onCancelEdit).not.toHaveBeenCalled();
  },
};
