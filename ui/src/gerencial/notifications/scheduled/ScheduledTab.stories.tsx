import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { padId } from '../../../domain/text';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../../storybook/expectToast';
import { spyRequests } from '../../../storybook/spyRequests';
import { atViewport } from '../../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import { patientCpfs, scheduleForStory } from './scheduledStoryData';
import { ScheduledTab } from './ScheduledTab';

const meta = {
  title: 'Gerencial/Notificações/Notificações Agendadas',
  component: ScheduledTab,
  decorators: [withAdmin],
  args: { onEdit: fn() },
  parameters: {
    layout: 'fullscreen',
    gerencial: { route: '/agendamento-notificacoes', layout: false },
  },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof ScheduledTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 15_000 };
/** The seeded scheduled notifications of DEMO.admin's client, newest first. */
const SCHEDULED = [
  'Mutirão de exames',
  'Campanha Novembro Azul',
  'Confirme seu agendamento',
  'Vacinação contra a gripe',
  'Lembrete de consulta',
];
const SHOWN = ['Ouvidoria da Saúde', 'Atualize seus dados', 'Resultado de exame disponível'];

const column = (canvasElement: HTMLElement, name: string) => {
  const section = canvasElement.querySelector<HTMLElement>(`[data-coluna="${name}"]`);
  if (!section) throw new TypeError(`coluna ${name} ausente`);
  return within(section);
};
const titles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-coluna="Notificações"] [data-noa] .title')].map(
    (title) => title.textContent,
  );
const waitList = (canvasElement: HTMLElement, expected: string[]) =>
  waitFor(() => expect(titles(canvasElement)).toEqual(expected), T);
const dialog = () => within(document.body).findByRole('dialog', {}, T);
const showRecipients = async (canvas: Canvas, noa: string) =>
  userEvent.click(
    await canvas.findByRole('button', { name: `Ver destinatários de Notificação ${noa}` }, T),
  );
const recipientRows = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-coluna="Destinatários"] [data-nod]'),
];
const removalBodies = (spy: ReturnType<typeof spyRequests>) =>
  spy.rest('POST', '/api/enviaNotificacao/remover').map((r) => JSON.parse(r.body) as unknown);
const deleteIds = (spy: ReturnType<typeof spyRequests>, path: string) =>
  spy.rest('DELETE', path).map((r) => new URL(r.url).searchParams.getAll('id').map(Number));

/** The scheduled notifications, newest first, with ids, titles, messages and interaction counts. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitList(canvasElement, SCHEDULED);
    const first = column(canvasElement, 'Notificações').getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('#008')).toBeVisible();
    await expect(within(first).getByText(/Sábado tem mutirão/)).toBeVisible();
    await expect(within(first).getByText(/^agendado: \d+$/)).toBeVisible();
    await expect(
      canvas.getByText('Selecione uma notificação para ver os destinatários.'),
    ).toBeVisible();
    await expect(canvas.getByText('Selecione um destinatário para ver os horários.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover (0)' })).toBeDisabled();
    await expect(
      canvas.getByRole('checkbox', { name: 'Selecionar todas as 5 notificações desta página' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Adicionar Destinatário' })).toBeNull();
  },
};

/** 'Ver destinatários' selects the notification and loads its recipients; then a recipient's times. */
export const ShowNextColumn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await showRecipients(canvas, '001');
      await waitFor(() => expect(recipientRows(canvasElement).length).toBeGreaterThan(0), T);
      await expect(
        spy
          .rest('GET', '/api/agendar-notificacoes/destinatarios')
          .map((r) => new URL(r.url).searchParams.get('noaId')),
      ).toEqual(['1']);
      const current = canvasElement.querySelector('[data-noa="1"]');
      await expect(current).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('button', { name: 'Adicionar Destinatário' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Adicionar Horário' })).toBeNull();
      const firstRecipient = recipientRows(canvasElement)[0]!;
      await expect(within(firstRecipient).getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)).toBeVisible();
      const showTimes = within(firstRecipient).getByRole('button', { name: /^Ver horários de/ });
      await userEvent.click(showTimes);
      const times = column(canvasElement, 'Horários');
      await waitFor(() => expect(times.getAllByRole('listitem').length).toBeGreaterThan(0), T);
      await expect(times.getAllByText('agendado').length).toBeGreaterThan(0);
      await expect(canvas.getByRole('button', { name: 'Adicionar Horário' })).toBeVisible();
      // Re-selecting the same notification does nothing.
      const before = spy.rest('GET', '/api/agendar-notificacoes/destinatarios').length;
      await showRecipients(canvas, '001');
      await expect(spy.rest('GET', '/api/agendar-notificacoes/destinatarios')).toHaveLength(before);
    } finally {
      spy.restore();
    }
  },
};

/** A phone: the columns stack, each row's actions stay reachable, nothing overflows. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  parameters: { gerencial: { route: '/agendamento-notificacoes', layout: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitList(canvasElement, SCHEDULED);
    const [a, b] = [column(canvasElement, 'Notificações'), column(canvasElement, 'Destinatários')];
    const top = (c: typeof a) =>
      (
        c.getByRole('heading', { level: 3 }).closest('section') as HTMLElement
      ).getBoundingClientRect();
    await expect(top(b).top).toBeGreaterThan(top(a).bottom - 1);
    await expect(canvas.getByRole('button', { name: 'Editar Notificação 008' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px (the spec's mobile breakpoint): stacked too. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  parameters: { gerencial: { route: '/agendamento-notificacoes', layout: true } },
  play: async ({ canvasElement }) => {
    await waitList(canvasElement, SCHEDULED);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

export const Loading: Story = {
  parameters: { scenarios: { listScheduledNotifications: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando notificações...')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { listScheduledNotifications: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Listagem de NOTIFICAÇÕES VAZIA', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A failed load: the message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: {
      listScheduledNotifications: { kind: 'error', message: 'Erro interno no servidor.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitList(canvasElement, SCHEDULED);
  },
};

/** A 200 the contract does not allow is an error with retry, never an empty column. */
export const MalformedReply: Story = {
  parameters: { scenarios: { listScheduledNotifications: { kind: 'malformed' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' }, T)).toBeVisible();
    await expect(canvas.queryByText('Listagem de NOTIFICAÇÕES VAZIA')).toBeNull();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitList(canvasElement, SCHEDULED);
  },
};

/** The number the mock backend gave the notification SelectAllAndBulkRemove schedules. */
let massNotice = 0;

/**
 * 110 recipients (the municipality's own app users: a schedule takes no one else's): select-all
 * holds all of them, the removal goes in 2 requests (100 + 10).
 */
export const SelectAllAndBulkRemove: Story = {
  // Each batch takes a moment, so the progress between the two can be read.
  parameters: { scenarios: { deleteScheduledRecipient: { delayMs: 600 } } },
  beforeEach: async () => {
    massNotice = await scheduleForStory(
      DEMO.admin,
      'Aviso em massa',
      await patientCpfs(DEMO.admin, 110),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitFor(() => expect(titles(canvasElement)[0]).toBe('Aviso em massa'), T);
      await showRecipients(canvas, padId(massNotice));
      const all = await canvas.findByRole(
        'checkbox',
        { name: 'Selecionar todos os 110 destinatários' },
        T,
      );
      await expect(recipientRows(canvasElement)).toHaveLength(10);
      await userEvent.click(all);
      await userEvent.click(canvas.getByRole('button', { name: 'Remover (110)' }));
      const confirm = within(await dialog());
      await expect(
        confirm.getByText('Tem certeza que deseja excluir estes 110 Destinatários?'),
      ).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Remover' }));
      const progress = await canvas.findByRole('progressbar', { name: 'Removendo 100 de 110…' }, T);
      await expect(progress).toHaveAttribute('max', '110');
      await expect(canvas.getByText('Removendo 100 de 110…')).toBeVisible();
      await expectToast('Destinatários removidos com sucesso!', 'success');
      const batches = deleteIds(spy, '/api/agendar-notificacoes/destinatarios');
      await expect(batches.map((b) => b.length)).toEqual([100, 10]);
      await expect(new Set(batches.flat()).size).toBe(110);
      await waitFor(() => expect(removalBodies(spy)).toHaveLength(1), T);
      const body = removalBodies(spy)[0] as { arrayNoaIds: number[]; cpfs: string[] };
      await expect(body.arrayNoaIds).toEqual([massNotice]);
      await expect(body.cpfs).toHaveLength(110);
      await expect(await canvas.findByText('DESTINATÁRIOS VAZIA', {}, T)).toBeVisible();
    } finally {
      spy.restore();
    }
  },
};

/** One notification: the singular confirmation, the singular toast, the push to its recipients. */
export const RemoveOne: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await userEvent.click(canvas.getByRole('button', { name: 'Remover Notificação 001' }));
      const confirm = within(await dialog());
      await expect(
        confirm.getByText('Tem certeza que deseja excluir esta Notificação?'),
      ).toBeVisible();
      await expect(confirm.getByText('Lembrete de consulta')).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Remover' }));
      await expectToast('Notificação removida com sucesso!', 'success');
      await expect(deleteIds(spy, '/api/agendar-notificacoes')).toEqual([[1]]);
      await waitFor(() => expect(removalBodies(spy)).toHaveLength(1), T);
      const body = removalBodies(spy)[0] as { arrayNoaIds: number[]; cpfs: string[] };
      await expect(body.arrayNoaIds).toEqual([1]);
      await expect(body.cpfs.length).toBeGreaterThan(0);
      await expect(body.cpfs.every((c) => /^\d{11}$/.test(c))).toBe(true);
      await waitList(canvasElement, SCHEDULED.slice(0, 4));
    } finally {
      spy.restore();
    }
  },
};

/** The server's message is shown, nothing is said to be removed, the selection stays. */
export const RemoveFails: Story = {
  parameters: {
    scenarios: {
      deleteScheduledNotification: { kind: 'error', message: 'Não foi possível remover agora.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitList(canvasElement, SCHEDULED);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar Notificação 001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar Notificação 002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover (2)' }));
    const confirm = within(await dialog());
    await expect(
      confirm.getByText('Tem certeza que deseja excluir estas 2 Notificações?'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Remover' }));
    await expectToast('Não foi possível remover agora.');
    await expect(canvas.getByRole('button', { name: 'Remover (2)' })).toBeEnabled();
    await expect(
      canvas.getByRole('checkbox', { name: 'Selecionar Notificação 001' }),
    ).toBeChecked();
    await waitList(canvasElement, SCHEDULED);
  },
};

/** Update recipient: the CPF only, checked, then 'Destinatário atualizada com sucesso!'. */
export const UpdateRecipient: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await showRecipients(canvas, '001');
      await waitFor(() => expect(recipientRows(canvasElement).length).toBeGreaterThan(0), T);
      const edit = within(recipientRows(canvasElement)[0]!).getByRole('button', {
        name: /^Editar Destinatário/,
      });
      await userEvent.click(edit);
      const modal = within(await dialog());
      await expect(modal.getByRole('heading', { name: 'Atualizar Destinatário' })).toBeVisible();
      const cpf = modal.getByRole('textbox', { name: /CPF/ });
      await userEvent.clear(cpf);
      await userEvent.type(cpf, '123');
      await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
      await waitFor(() =>
        expect(cpf).toHaveAccessibleDescription('Preencha o campo CPF corretamente.'),
      );
      await expectToast('Preencha o campo CPF corretamente.');
      await userEvent.clear(cpf);
      const [patient] = await patientCpfs(DEMO.admin, 1, { notRecipientsOf: 1 });
      await userEvent.type(cpf, patient!);
      await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
      await expectToast('Destinatário atualizada com sucesso!', 'success');
      const put = spy.rest('PUT', '/api/agendar-notificacoes/destinatarios');
      await expect(put).toHaveLength(1);
      await expect(JSON.parse(put[0]!.body)).toMatchObject({ nod_cpf: patient });
    } finally {
      spy.restore();
    }
  },
};

/** Add recipient: of a comma list only the first CPF goes, as digits. */
export const AddRecipient: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await showRecipients(canvas, '001');
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Adicionar Destinatário' }, T),
      );
      const modal = within(await dialog());
      const [first, second] = (await patientCpfs(DEMO.admin, 2, {
        notRecipientsOf: 1,
      })) as [string, string];
      await userEvent.type(modal.getByRole('textbox', { name: /CPF/ }), `${first}, ${second}`);
      await userEvent.click(modal.getByRole('button', { name: 'Adicionar' }));
      await expectToast('Destinatário adicionado com sucesso!', 'success');
      const post = spy.rest('POST', '/api/agendar-notificacoes/destinatarios');
      await expect(post.map((p) => JSON.parse(p.body))).toEqual([
        { nod_id_notificacoes_agendadas: 1, nod_cpf: first },
      ]);
      await waitFor(
        () =>
          expect(
            column(canvasElement, 'Destinatários').getByText(
              `${first.slice(0, 3)}.${first.slice(3, 6)}.${first.slice(6, 9)}-${first.slice(9)}`,
            ),
          ).toBeVisible(),
        T,
      );
    } finally {
      spy.restore();
    }
  },
};

/** An option scrolled into its list's view is what the pointer finds at its middle. */
async function expectReachable(option: HTMLElement) {
  option.scrollIntoView({ block: 'nearest' });
  await waitFor(() => {
    const box = option.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(option.contains(hit), `${option.textContent} is on screen`).toBe(true);
  });
}

/** Add time: the hour waits for a valid date, offers the fixed slots, and the new time is type 3. */
export const AddTime: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await showRecipients(canvas, '001');
      await waitFor(() => expect(recipientRows(canvasElement).length).toBeGreaterThan(0), T);
      await userEvent.click(
        within(recipientRows(canvasElement)[0]!).getByRole('button', { name: /^Ver horários de/ }),
      );
      await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Horário' }, T));
      const modal = within(await dialog());
      const hour = modal.getByRole('button', { name: /Hora/ });
      await expect(hour).toBeDisabled();
      await userEvent.click(modal.getByRole('button', { name: 'Adicionar' }));
      await expectToast('Por favor, preencha os campos Data e Hora.');
      const day = new Date(Date.now() + 3 * 86_400_000);
      const text = `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;
      await userEvent.type(modal.getByRole('textbox', { name: /Data/ }), text);
      await waitFor(() => expect(hour).toBeEnabled());
      await userEvent.click(hour);
      const options = await within(document.body).findAllByRole('option');
      await expect(options).toHaveLength(23);
      await expect(options[0]).toHaveTextContent('09:00');
      await expect(options.at(-1)).toHaveTextContent('20:00');
      // Each slot can be seen and pointed at: the list is not cut off by the modal's edges.
      await expectReachable(options[0]!);
      await expectReachable(options.at(-1)!);
      await userEvent.click(within(document.body).getByRole('option', { name: '14:30' }));
      await userEvent.click(modal.getByRole('button', { name: 'Adicionar' }));
      await expectToast('Horário adicionado com sucesso!', 'success');
      const post = spy.rest('POST', '/api/agendar-notificacoes/horarios');
      await expect(post).toHaveLength(1);
      await expect(JSON.parse(post[0]!.body)).toMatchObject({
        noh_id_tipos_interacoes_notificacoes: 3,
        noh_data: day.toISOString().slice(0, 10),
        noh_hora: '14:30',
      });
      // Its removal names it as the screen shows dates (dd/mm/yyyy), not as the API sends them.
      const shown = `${text.slice(0, 2)}/${text.slice(2, 4)}/${text.slice(4)} 14:30`;
      await userEvent.click(
        await canvas.findByRole('button', { name: `Remover Horário ${shown}` }, T),
      );
      const confirm = within(await dialog());
      await expect(confirm.getByText('Tem certeza que deseja excluir este Horário?')).toBeVisible();
      await expect(confirm.getByText(shown)).toBeVisible();
    } finally {
      spy.restore();
    }
  },
};

/** 'Interação da Notificação': date, hour, interaction, title and message of a time. */
export const InteractionModal: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  play: async ({ canvas, canvasElement }) => {
    await waitList(canvasElement, SCHEDULED);
    await showRecipients(canvas, '001');
    await waitFor(() => expect(recipientRows(canvasElement).length).toBeGreaterThan(0), T);
    await userEvent.click(
      within(recipientRows(canvasElement)[0]!).getByRole('button', { name: /^Ver horários de/ }),
    );
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: /^Ver interação de Horário/ }, T))[0]!,
    );
    const modal = within(await dialog());
    await expect(modal.getByRole('heading', { name: 'Interação da Notificação' })).toBeVisible();
    await expect(modal.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(modal.getByText('agendado')).toBeVisible();
    await expect(modal.getByText('Lembrete de consulta')).toBeVisible();
    await expect(modal.getByText(/Compareça com 30 minutos/)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Exibidas: the shown notifications, read only (no select-all, edit, add or remove). */
export const ShownMode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await userEvent.click(canvas.getByRole('radio', { name: 'Exibidas' }));
      await waitList(canvasElement, SHOWN);
      await expect(spy.rest('GET', '/api/agendar-notificacoes/exibidas')).toHaveLength(1);
      await expect(canvas.queryByRole('checkbox')).toBeNull();
      await expect(canvas.queryByRole('button', { name: /^Editar|^Remover/ })).toBeNull();
      await showRecipients(canvas, '007');
      await waitFor(() => expect(recipientRows(canvasElement).length).toBeGreaterThan(0), T);
      await expect(canvas.queryByRole('button', { name: 'Adicionar Destinatário' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: /^Editar|^Remover/ })).toBeNull();
    } finally {
      spy.restore();
    }
  },
};

/** The filter panel: field messages, then Título narrows the list through /filtro. */
export const Filter: Story = {
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'ab');
      await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
          'O título deve ter de 3 a 45 caracteres.',
        ),
      );
      await expectToast('O título deve ter de 3 a 45 caracteres.');
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Título' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Campanha');
      await userEvent.click(canvas.getByRole('button', { name: 'agendado' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
      await waitList(canvasElement, ['Campanha Novembro Azul']);
      const sent = new URL(spy.rest('GET', '/api/agendar-notificacoes/filtro')[0]!.url)
        .searchParams;
      await expect(sent.get('isShowAgendadas')).toBe('true');
      await expect(sent.get('hasWhere')).toBe('true');
      await expect(sent.get('title')).toBe('Campanha');
      await expect(sent.getAll('interaction')).toEqual(['3']);
      await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
      await waitList(canvasElement, SCHEDULED);
    } finally {
      spy.restore();
    }
  },
};

/** Markup typed into a title is shown as text, never rendered. */
export const HtmlAsText: Story = {
  beforeEach: async () => {
    await scheduleForStory(
      DEMO.admin,
      '<img src=x onerror=alert(1)><b>negrito</b>',
      await patientCpfs(DEMO.admin, 1),
      '<script>x</script>',
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(titles(canvasElement)[0]).toBe('<img src=x onerror=alert(1)><b>negrito</b>'),
      T,
    );
    const list = canvasElement.querySelector('[data-coluna="Notificações"]')!;
    await expect(list.querySelector('img, b, script')).toBeNull();
  },
};

/** Two quick clicks on the confirmation's Remover send one DELETE. */
export const DoubleClick: Story = {
  parameters: { scenarios: { deleteScheduledNotification: { delayMs: 400 } } },
  play: async ({ canvas, canvasElement }) => {
    const spy = spyRequests();
    try {
      await waitList(canvasElement, SCHEDULED);
      await userEvent.click(canvas.getByRole('button', { name: 'Remover Notificação 002' }));
      const confirm = within(await dialog()).getByRole('button', { name: 'Remover' });
      await userEvent.dblClick(confirm);
      await expectToast('Notificação removida com sucesso!', 'success');
      await expect(spy.rest('DELETE', '/api/agendar-notificacoes')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** Edit hands the notification to the page (which opens the send form with it). */
export const EditNotification: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitList(canvasElement, SCHEDULED);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Notificação 005' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ noa_id: 5, noa_titulo: 'Campanha Novembro Azul' }),
    );
  },
};
