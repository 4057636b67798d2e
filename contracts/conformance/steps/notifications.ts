import {
  addDays,
  brDate,
  DEMO,
  isoDate,
  NEEDS_WRITE,
  track,
  type AdminContext,
  type S,
} from './context';

/**
 * Push notifications, sent only to the demo patient: the lookups, sent at once, scheduled (with its
 * recipients and times, then removed with its removal push), the simple and the mass pages.
 */
export async function notificationSteps(ctx: AdminContext) {
  await lookupSteps(ctx);
  const sentIds = await immediateSteps(ctx);
  if (!ctx.write) {
    ctx.h.skip(
      'notifications sent and scheduled (push to the demo patient)',
      'POST /api/agendar-notificacoes',
      NEEDS_WRITE,
    );
    return;
  }
  await scheduledSteps(ctx, sentIds);
  await pageSteps(ctx);
}

async function lookupSteps({ h, api, accounts }: AdminContext) {
  await h.rest('notification types', 'api', [200], () => api.GET('/api/tipos-notificacoes'));
  await h.rest('interaction types', 'api', [200], () => api.GET('/api/tipos-interacoes'));
  await h.rest('CPF check before sending', 'api', [200], () =>
    api.POST('/api/validate-cpfs', { body: [accounts.patient.cpf, DEMO.unknownCpf] }),
  );
}

/** The numbers of the sent notifications listed (for the check that no scheduled one shares one). */
async function immediateSteps({
  h,
  api,
  clientId,
  now,
  today,
  write,
  accounts,
}: AdminContext): Promise<number[]> {
  const sent = await h.rest<S['SentNotificationPage']>(
    'sent notifications',
    'api',
    [200],
    () =>
      api.GET('/api/immediate-notifications', {
        params: { query: { startDate: isoDate(addDays(now, -25)), endDate: today, limit: 100 } },
      }),
    funnelProblem,
  );
  const firstSent = sent?.rows[0];
  if (firstSent) {
    await h.rest('recipients of a sent notification', 'api', [200], () =>
      api.GET('/api/immediate-notifications/{id}/recipients', {
        params: { path: { id: firstSent.id } },
      }),
    );
  }
  const sentIds = sent?.rows.map((row) => row.id) ?? [];
  if (!write) return sentIds;
  await h.rest('send a notification now', 'api', [201], () =>
    api.POST('/api/immediate-notifications', {
      body: {
        sendAllCpf: false,
        cpfs: [accounts.patient.cpf],
        title: 'Teste de conformidade',
        body: 'Mensagem enviada pelo teste de conformidade do contrato.',
        data: {},
        clientId,
        onlyPush: true,
      },
    }),
  );
  return sentIds;
}

/** A schedule for one CPF at 15:00 on `day`, as the send form posts it. */
export function scheduleRequest(
  title: string,
  day: Date,
  cpf: string,
): S['ScheduleNotificationRequest'] {
  const description = 'Lembrete agendado pelo teste de conformidade.';
  return {
    form: {
      send: { radio: 0 },
      frequency: {
        date: brDate(day),
        hour: '15:00',
        listSchedule: [{ date: brDate(day), date_db: isoDate(day), hour: '15:00' }],
      },
      receiver: { radio: 0, cpf: '', listCpf: [{ cpf, isRed: false }] },
      msg: {
        title,
        description,
        type: { value: 2, label: 'Lembrete' },
        extraDatas: null,
        blipBotId: null,
      },
    },
    notification: {
      title,
      body: description,
      typeId: 2,
      typeLabel: 'Lembrete',
      extraDatas: null,
      scheduleList: [{ date_db: isoDate(day), hour: '15:00' }],
      isSendNow: '0',
      blipBotId: null,
      isCall: '0',
    },
  };
}

/** A problem when a scheduled notification has the number of a sent one (one sequence for both). */
const sharedNumbers = (sentIds: number[]) => (page: S['ScheduledNotificationPage']) => {
  const shared = page.rows.map((row) => row.noa_id).filter((id) => sentIds.includes(id));
  return shared.length
    ? `scheduled and sent notifications share numbers ${shared.join(', ')}: both come from one sequence`
    : null;
};

async function scheduledSteps(ctx: AdminContext, sentIds: number[]) {
  const { h, api, now, run, accounts } = ctx;
  const tomorrow = addDays(now, 1);
  const scheduled = await h.rest<S['CreatedMessage']>('schedule a notification', 'api', [201], () =>
    api.POST('/api/agendar-notificacoes', {
      body: scheduleRequest(`Conformidade ${run}`, tomorrow, accounts.patient.cpf),
    }),
  );
  track(ctx, 'scheduled notification', (id) =>
    api.DELETE('/api/agendar-notificacoes', { params: { query: { id: [id] } } }),
  );
  await h.rest(
    'scheduled notifications',
    'api',
    [200],
    () => api.GET('/api/agendar-notificacoes', { params: { query: { limit: 100 } } }),
    sharedNumbers(sentIds),
  );
  await h.rest('scheduled notifications, filtered', 'api', [200], () =>
    api.GET('/api/agendar-notificacoes/filtro', {
      params: { query: { isShowAgendadas: true, title: `Conformidade ${run}`, hasWhere: true } },
    }),
  );
  await h.rest(
    'shown notifications',
    'api',
    [200],
    () => api.GET('/api/agendar-notificacoes/exibidas', { params: { query: { limit: 100 } } }),
    sharedNumbers(sentIds),
  );
  if (scheduled) {
    await scheduleSteps(ctx, scheduled.id, tomorrow);
  } else {
    h.blocked(
      'scheduled recipients and times',
      'GET /api/agendar-notificacoes/destinatarios',
      'nothing was scheduled',
    );
  }
}

/** One schedule's recipients and times, its update, then its removal and removal push. */
async function scheduleSteps(
  { h, api, run, accounts, cleanup }: AdminContext,
  noaId: number,
  tomorrow: Date,
) {
  await h.rest('recipients of a schedule', 'api', [200], () =>
    api.GET('/api/agendar-notificacoes/destinatarios', { params: { query: { noaId } } }),
  );
  const added = await h.rest<S['CreatedMessage']>('add a recipient', 'api', [201], () =>
    api.POST('/api/agendar-notificacoes/destinatarios', {
      body: { nod_id_notificacoes_agendadas: noaId, nod_cpf: accounts.otherCpf },
    }),
  );
  if (added) {
    await h.rest('change a recipient', 'api', [200], () =>
      api.PUT('/api/agendar-notificacoes/destinatarios', {
        body: { id: added.id, nod_cpf: accounts.otherCpf },
      }),
    );
    await h.rest('times of a recipient', 'api', [200], () =>
      api.GET('/api/agendar-notificacoes/horarios', { params: { query: { nodId: added.id } } }),
    );
    const addTime = (hour: string) =>
      h.rest<S['CreatedMessage']>(`add a time (${hour})`, 'api', [201], () =>
        api.POST('/api/agendar-notificacoes/horarios', {
          body: {
            noh_id_tipos_interacoes_notificacoes: 3,
            noh_id_notificacoes_agendadas_destinatarios: added.id,
            noh_data: isoDate(tomorrow),
            noh_hora: hour,
          },
        }),
      );
    const time = await addTime('19:30');
    const other = await addTime('20:00');
    if (time && other) {
      // A bulk remove: both ids in one request (`?id=1&id=2`).
      await h.rest('remove times in one batch', 'api', [200], () =>
        api.DELETE('/api/agendar-notificacoes/horarios', {
          params: { query: { id: [time.id, other.id] } },
        }),
      );
    }
    await h.rest('remove a recipient', 'api', [200], () =>
      api.DELETE('/api/agendar-notificacoes/destinatarios', {
        params: { query: { id: [added.id] } },
      }),
    );
  }
  await h.rest('update a scheduled notification', 'api', [200], () =>
    api.PUT('/api/agendar-notificacoes', {
      body: {
        id: noaId,
        noa_id_tipos_notificacoes: 2,
        noa_titulo: `Conformidade ${run}`,
        noa_mensagem: 'Lembrete alterado pelo teste de conformidade.',
        noa_extra_datas: null,
        noa_id_blip_bots: null,
      },
    }),
  );
  if (
    await h.rest('remove a scheduled notification', 'api', [200], () =>
      api.DELETE('/api/agendar-notificacoes', { params: { query: { id: [noaId] } } }),
    )
  )
    cleanup.done(`scheduled notification ${noaId}`);
  await h.rest('removal push', 'api', [200], () =>
    api.POST('/api/enviaNotificacao/remover', {
      body: { arrayNoaIds: [noaId], cpfs: [accounts.patient.cpf] },
    }),
  );
}

/** The simple and the mass notification pages. */
async function pageSteps({ h, api, clientId, accounts }: AdminContext) {
  await h.rest('simple notification', 'api', [200], () =>
    api.POST('/api/enviaNotificacao', {
      body: {
        cpfs: [accounts.patient.cpf],
        title: 'Teste de conformidade',
        body: 'Mensagem do teste de conformidade.',
        data: {},
        clientId,
        onlyPush: true,
      },
    }),
  );
  await h.rest('mass notification', 'api', [200], () =>
    api.POST('/patients/envia-notificacao-em-massa', {
      body: {
        not_titulo: 'Teste de conformidade',
        not_mensagem: 'Mensagem do teste de conformidade.',
        not_cpf: [accounts.patient.cpf],
      },
    }),
  );
}

/**
 * `delivery` is optional (the screen then counts the recipients itself); when a row sends it, its
 * stages must never grow down the funnel.
 */
function funnelProblem(page: S['SentNotificationPage']): string | null {
  for (const row of page.rows) {
    const d = row.delivery;
    if (!d) continue;
    const stages = [d.total, d.enviado, d.entregue, d.exibido, d.aberto, d.lido];
    if (stages.some((count, i) => i > 0 && count > stages[i - 1]!))
      return `row ${row.id}: delivery grows down the funnel (${stages.join(' → ')})`;
  }
  return null;
}
