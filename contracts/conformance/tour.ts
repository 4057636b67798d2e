/**
 * The conformance tour: a scripted walk through the contract with the demo accounts (logins, queue
 * search, my requests, news and RSS CRUD, bots, notifications, import status, panel), checking every
 * answer against the contract. What it creates it removes; notifications go only to the demo
 * patient; calls that would change a real user's data (register, app-user password reset) are sent
 * only in forms the server must refuse, and self-registration over GraphQL (CreateUser,
 * CreateTalkToUs, AuthorizeUser) is left out, so the tour can run against a shared backend.
 */
import { createApiClient, createPanelApiClient, queueImportRequest } from '../src/client/rest';
import {
  CheckAuthenticityDocument,
  CreateClientUserDocument,
  DeleteClientUserDocument,
  GetClientConfigurationDocument,
  PasswordResetDocument,
  QueueClientsDocument,
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueStatusesDocument,
  QueueUnitHealthsDocument,
  SearchAppUsersDocument,
  SearchCategoriesDocument,
  SearchCitiesDocument,
  SearchCivilStatesDocument,
  SearchClientUserDocument,
  SearchDependentsDocument,
  SearchNewsDocument,
  SearchQueueDocument,
  SearchStatusImportDocument,
  UpdateClientConfigurationDocument,
  UpdateClientUserDocument,
} from '../src/generated/graphql/graphql';
import { QUEUE_IMPORT_COLUMNS } from '../csv/queue-import';
import type { components as Api } from '../src/generated/api';
import type { components as Panel } from '../src/generated/panel';
import { Harness, type StepResult } from './harness';

type S = Api['schemas'];

/** The sandbox's demo accounts (ARCHITECTURE.md); a real backend under test needs the same. */
export const DEMO = {
  patient: { cpf: '52998224725', password: 'Senha@123' },
  firstVisitCpf: '11144477735',
  admin: { login: 'admin', password: 'Admin@123' },
  panel: { login: 'painel', password: 'Painel@123' },
  /** A valid CPF that no demo account uses. */
  unknownCpf: '86288366757',
} as const;

/** The sandbox's offline stand-in for a Google ID token (see the login-google operation). */
export function offlineGoogleToken(profile: {
  sub: string;
  email: string;
  name: string;
  picture: string;
}) {
  return `offline-google:${Buffer.from(JSON.stringify(profile)).toString('base64url')}`;
}

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const brDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** A tag unique to this run, letters only (client-user names accept only letters and spaces). */
export const runTag = (now: Date) =>
  now
    .getTime()
    .toString(26)
    .replace(/[0-9a-p]/g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]!);

export interface TourOptions {
  baseUrl: string;
  graphqlUrl?: string;
  panelUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Called after each step (the CLI prints progress). */
  onResult?: (result: StepResult) => void;
  now?: Date;
}

const atMost = (limit: number) => (body: { rows: unknown[] }) =>
  body.rows.length <= limit ? null : `expected at most ${limit} rows, got ${body.rows.length}`;

export async function runTour(options: TourOptions): Promise<StepResult[]> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const graphqlUrl = options.graphqlUrl ?? `${baseUrl}/graphql`;
  const panelUrl = (options.panelUrl ?? baseUrl).replace(/\/+$/, '');
  const now = options.now ?? new Date();
  const run = runTag(now);
  const h = new Harness(options.fetch ?? globalThis.fetch, graphqlUrl, options.onResult);

  const tokens: { patient?: string; admin?: string; panel?: string } = {};
  const api = (role?: 'patient' | 'admin') =>
    createApiClient({ baseUrl, fetch: h.fetch, getToken: () => (role ? tokens[role] : null) });
  const publicApi = api();
  const patientApi = api('patient');
  const adminApi = api('admin');
  const panelApi = createPanelApiClient({
    baseUrl: panelUrl,
    fetch: h.fetch,
    getToken: () => tokens.panel,
  });
  const anonymousPanel = createPanelApiClient({ baseUrl: panelUrl, fetch: h.fetch });

  // ── patient area ────────────────────────────────────────────────────────────────────────────
  await h.rest('queue last check', 'api', [200], () => publicApi.GET('/api/queue/get-last-check'));
  await h.rest('news feeds of the portal home', 'api', [200], () =>
    publicApi.GET('/api/rss-feeds'),
  );
  await h.rest('patient login with a wrong password', 'api', [401], () =>
    publicApi.POST('/api/users/login', {
      body: { id: null, cpf: DEMO.patient.cpf, password: 'senha-errada' },
    }),
  );
  const patient = await h.rest<S['PatientLoginResponse']>('patient login', 'api', [200], () =>
    publicApi.POST('/api/users/login', { body: { id: null, ...DEMO.patient } }),
  );
  tokens.patient = patient?.token;
  if (patient) {
    await h.rest<S['MyRequestsPage']>(
      'my requests',
      'api',
      [200],
      () =>
        patientApi.GET('/api/queue/my-solicitations', {
          params: { query: { cpf: DEMO.patient.cpf, limit: 10, offset: 0 } },
        }),
      atMost(10),
    );
    await h.rest<S['MyRequestsPage']>(
      'my requests, by period and status',
      'api',
      [200],
      () =>
        patientApi.GET('/api/queue/my-solicitations', {
          params: {
            query: {
              cpf: DEMO.patient.cpf,
              limit: 10,
              offset: 0,
              period: now.getFullYear(),
              status: 'SOLICITADO',
            },
          },
        }),
      atMost(10),
    );
    await h.rest('patient confirms the accepted terms', 'api', [200], () =>
      patientApi.PUT('/api/users', { body: { id: patient.id, hasAcceptedTerms: true } }),
    );
  } else {
    h.blocked('my requests', 'GET /api/queue/my-solicitations', 'the patient login failed');
  }
  await h.rest('my requests without a session', 'api', [401], () =>
    publicApi.GET('/api/queue/my-solicitations', { params: { query: { cpf: DEMO.patient.cpf } } }),
  );
  await h.rest<S['GoogleLoginResponse']>(
    'patient Google sign-in (offline stand-in)',
    'api',
    // A production backend must refuse the sandbox's offline stand-in (401); the sandbox signs in.
    [200, 401],
    () =>
      publicApi.POST('/api/users/login-google', {
        body: {
          token: offlineGoogleToken({
            sub: 'conformance-google-1',
            email: 'conformidade.google@example.com',
            name: 'Conformidade Google',
            picture: '',
          }),
        },
      }),
  );
  await h.rest('patient registration with an invalid CPF is refused', 'api', [400], () =>
    publicApi.POST('/api/users/register', {
      body: {
        id: null,
        cpf: '11111111111',
        name: 'Teste de Conformidade',
        email: 'conformidade@example.com',
        cellphone: '21987654321',
        password: 'Segura@2026',
      },
    }),
  );

  // ── queue search (GraphQL, public) ──────────────────────────────────────────────────────────
  const clients = await h.graphql('queue clients', QueueClientsDocument, {});
  const client = clients?.queue_clients[0]?.cli_codigo;
  if (client) {
    const services = await h.graphql('queue services', QueueServicesDocument, { client });
    await h.graphql('queue statuses', QueueStatusesDocument, { client });
    await h.graphql('requesting health units', QueueUnitHealthsDocument, {
      client,
      role: 'SOLICITANTE',
    });
    const service = services?.queue_services_avaliable[0]?.value;
    const procedures = service
      ? await h.graphql('queue procedures', QueueProceduresDocument, { client, service })
      : h.blocked('queue procedures', 'GraphQL QueueProcedures', 'no service');
    const procedure = procedures?.queue_procedures[0]?.procedimento;
    if (service && procedure) {
      await h.graphql('queue search', SearchQueueDocument, {
        client,
        service,
        procedure,
        status: 'SOLICITADO',
        offset: 0,
        limit: 10,
      });
    } else {
      h.blocked('queue search', 'GraphQL SearchQueue', 'no service or procedure to search');
    }
  } else {
    h.blocked('queue services', 'GraphQL QueueServices', 'no queue client');
  }
  await h.graphql('cities by name', SearchCitiesDocument, { name: 'Mar', limit: 10, offset: 0 });
  await h.graphql('civil states', SearchCivilStatesDocument, {});
  await h.graphql('dependents', SearchDependentsDocument, {});
  await h.graphql('password reset with an unknown link', PasswordResetDocument, {
    hash: `conformidade-${run}`,
    usu_senha: 'Segura@2026',
  });
  await h.graphql('session check with a wrong token', CheckAuthenticityDocument, {
    userId: 1,
    token: `conformidade-${run}`,
  });

  // ── Portal Gerencial ────────────────────────────────────────────────────────────────────────
  await h.rest('admin login with a wrong password', 'api', [401], () =>
    publicApi.POST('/api/clients/login', {
      body: { login: DEMO.admin.login, password: 'senha-errada' },
    }),
  );
  const admin = await h.rest<S['AdminSession']>('admin login', 'api', [200], () =>
    publicApi.POST('/api/clients/login', { body: DEMO.admin }),
  );
  tokens.admin = admin?.token;
  await h.rest('admin call without a session', 'api', [401], () =>
    publicApi.GET('/api/noticias', { params: { query: { clientId: 1 } } }),
  );
  await h.graphql(
    'admin GraphQL without a session',
    SearchClientUserDocument,
    { clientId: 1, clientUserId: 1 },
    { token: null, expectErrors: true },
  );
  if (!admin) {
    h.blocked('Portal Gerencial calls', 'GET /api/noticias', 'the admin login failed');
  } else {
    await gerencial(h, adminApi, admin, tokens.admin!, now, run);
  }

  // ── control panel ───────────────────────────────────────────────────────────────────────────
  await h.rest('panel login with a wrong password', 'panel', [401], () =>
    anonymousPanel.POST('/api/panel/login', {
      body: { login: DEMO.panel.login, password: 'senha-errada' },
    }),
  );
  const panel = await h.rest<Panel['schemas']['PanelSession']>('panel login', 'panel', [200], () =>
    anonymousPanel.POST('/api/panel/login', { body: DEMO.panel }),
  );
  tokens.panel = panel?.token;
  await h.rest('panel call without a session', 'panel', [401], () =>
    anonymousPanel.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: null },
    }),
  );
  if (panel) {
    await h.rest('movement log', 'panel', [200], () =>
      panelApi.POST('/api/teleconsult/get-log', {
        body: { curPage: 1, limit: 100, whereKey: null },
      }),
    );
    await h.rest('movement log by CPF', 'panel', [200], () =>
      panelApi.POST('/api/teleconsult/get-log', {
        body: { curPage: 1, limit: 100, whereKey: { tml_cpf: DEMO.patient.cpf } },
      }),
    );
    await h.rest('room history', 'panel', [200], () =>
      panelApi.POST('/api/rooms/get-rooms', { body: { curPage: 1, limit: 100, whereKey: null } }),
    );
    await h.rest('room history by patient name', 'panel', [200], () =>
      panelApi.POST('/api/rooms/get-rooms', {
        body: { curPage: 1, limit: 100, whereKey: { tsa_paciente_nome: 'Maria' } },
      }),
    );
    await h.rest('room report', 'panel', [200], () => panelApi.POST('/api/rooms/get-report-rooms'));
    await h.rest('created rooms', 'panel', [200], () =>
      panelApi.GET('/api/videochamada-log/get-all'),
    );
    await h.rest('created rooms of the app', 'panel', [200], () =>
      panelApi.GET('/api/videochamada-log/get-all', { params: { query: { system: 'app' } } }),
    );
  } else {
    h.blocked('panel calls', 'POST /api/teleconsult/get-log', 'the panel login failed');
  }
  return h.results;
}

type AdminApi = ReturnType<typeof createApiClient>;

async function gerencial(
  h: Harness,
  api: AdminApi,
  admin: S['AdminSession'],
  token: string,
  now: Date,
  run: string,
): Promise<void> {
  const clientId = admin.user.usc_id_clientes;
  const clientUserId = admin.user.usc_id;
  const codeClient = admin.user.cliente.cli_codigo;
  const today = isoDate(now);

  await h.rest('refusing the responsibility term is rejected', 'api', [400], () =>
    api.PUT('/api/clients', { body: { id: clientUserId, hasAcceptedTerms: false } }),
  );
  await h.rest<S['AppUserPage']>(
    'app users (REST listing)',
    'api',
    [200],
    () =>
      api.GET('/api/users', {
        params: { query: { clientId, clientUserId, limit: 10, offset: 0 } },
      }),
    atMost(10),
  );
  await h.rest('password reset of an unknown app user', 'api', [404], () =>
    api.PUT('/api/users/update-password', { body: { id: 999_999_999, password: DEMO.unknownCpf } }),
  );

  // news
  const categories = await h.graphql(
    'news categories',
    SearchCategoriesDocument,
    { clientId },
    { token },
  );
  const category = categories?.categories.rows[0]?.cat_id ?? 1;
  await h.rest<S['NewsPage']>(
    'news search',
    'api',
    [200],
    () => api.GET('/api/noticias', { params: { query: { clientId, limit: 99, offset: 0 } } }),
    atMost(99),
  );
  const newsBody = {
    titulo: `Conformidade ${run}`,
    descricao: 'Notícia criada pelo teste de conformidade do contrato.',
    link: 'https://www.gov.br/saude/pt-br',
    dataPublicacao: today,
    dataExpiracao: isoDate(addDays(now, 30)),
    clienteId: clientId,
    categoriaPrincipal: category,
    cidades: [],
  };
  await h.rest('news without an image is refused', 'api', [400], () =>
    api.POST('/api/noticias', {
      body: { ...newsBody, id: null, nomeArquivo: 'x.png', imagem: '' },
    }),
  );
  const news = await h.rest<S['News']>('news create', 'api', [201], () =>
    api.POST('/api/noticias', {
      body: { ...newsBody, id: null, nomeArquivo: 'conformidade.png', imagem: PNG_1X1 },
    }),
  );
  if (news) {
    await h.rest('news by id', 'api', [200], () =>
      api.GET('/api/noticias/{id}', { params: { path: { id: news.id } } }),
    );
    if (news.arquivo) {
      const {
        attachmentFolderId: folder,
        ane_id: attachment,
        ane_nome_completo: filename,
      } = news.arquivo;
      await h.rest('news image', 'api', [200], () =>
        api.GET('/api/public/attachment/folder-{folder}/attachment-{attachment}/{filename}', {
          params: { path: { folder, attachment, filename } },
          parseAs: 'blob',
        }),
      );
    }
    await h.rest('news update', 'api', [200], () =>
      api.PUT('/api/noticias', {
        body: {
          ...newsBody,
          id: news.id,
          titulo: `Conformidade ${run} (alterada)`,
          nomeArquivo: null,
          imagem: null,
        },
      }),
    );
    await h.rest('news delete', 'api', [200], () =>
      api.DELETE('/api/noticias', { params: { query: { id: news.id } } }),
    );
  } else {
    h.blocked('news by id, update, delete', 'GET /api/noticias/{id}', 'the news was not created');
  }
  await h.graphql(
    'app news search (GraphQL)',
    SearchNewsDocument,
    { clientId, limit: 10, offset: 0 },
    { token },
  );

  // RSS
  const feedLink = 'https://www.gov.br/saude/pt-br/rss.xml';
  await h.rest('RSS feed check', 'api', [200, 400], () =>
    api.GET('/api/rss-feeds-validate', { params: { query: { link: feedLink } } }),
  );
  await h.rest<S['RssPage']>(
    'RSS search',
    'api',
    [200],
    () => api.GET('/api/rss', { params: { query: { clientId, limit: 99, offset: 0 } } }),
    atMost(99),
  );
  await h.rest<S['RssPage']>(
    'latest RSS feeds',
    'api',
    [200],
    () => api.GET('/api/rss', { params: { query: { limit: 2 } } }),
    atMost(2),
  );
  const rss = await h.rest<S['Rss']>('RSS create', 'api', [201], () =>
    api.POST('/api/rss', {
      body: {
        id: null,
        link: `https://www.gov.br/saude/conformidade-${run}.xml`,
        status: true,
        clienteId: clientId,
      },
    }),
  );
  if (rss) {
    await h.rest('RSS by id', 'api', [200], () =>
      api.GET('/api/rss/{id}', { params: { path: { id: rss.id } } }),
    );
    await h.rest('RSS deactivate', 'api', [200], () =>
      api.PUT('/api/rss', {
        body: { id: rss.id, link: rss.link, status: false, clienteId: clientId },
      }),
    );
    await h.rest('RSS delete', 'api', [200], () =>
      api.DELETE('/api/rss', { params: { query: { id: rss.id } } }),
    );
  } else {
    h.blocked('RSS by id, update, delete', 'GET /api/rss/{id}', 'the feed was not created');
  }

  // chatbots
  await h.rest('chatbots', 'api', [200], () => api.GET('/api/blip-bot'));
  await h.rest('chatbot with a short key is refused', 'api', [400], () =>
    api.POST('/api/blip-bot', {
      body: { bbo_id: 0, bbo_name: 'Bot curto', bbo_blip_key: 'curta', bbo_description: null },
    }),
  );
  const bot = await h.rest<S['BlipBot']>('chatbot create', 'api', [201], () =>
    api.POST('/api/blip-bot', {
      body: {
        bbo_id: 0,
        bbo_name: `Conformidade ${run}`,
        bbo_blip_key: `Y29uZm9ybWlkYWRl${run}`,
        bbo_description: 'Bot do teste de conformidade.',
      },
    }),
  );
  if (bot) {
    await h.rest('chatbot update', 'api', [200], () =>
      api.PUT('/api/blip-bot', {
        body: {
          bbo_id: bot.bbo_id,
          bbo_name: bot.bbo_name,
          bbo_blip_key: bot.bbo_blip_key,
          bbo_description: 'Bot do teste de conformidade (alterado).',
        },
      }),
    );
    await h.rest('chatbot search by name', 'api', [200], () =>
      api.GET('/api/blip-bot', {
        params: { query: { search: `Conformidade ${run}`, isSearchByName: true } },
      }),
    );
    await h.rest('chatbot removal check', 'api', [200], () =>
      api.POST('/api/blip-bot/check-remove', { body: { bboId: bot.bbo_id } }),
    );
    await h.rest('chatbot delete', 'api', [200], () =>
      api.DELETE('/api/blip-bot', { params: { query: { id: bot.bbo_id } } }),
    );
  } else {
    h.blocked('chatbot update, check, delete', 'PUT /api/blip-bot', 'the bot was not created');
  }

  // notifications
  await h.rest('notification types', 'api', [200], () => api.GET('/api/tipos-notificacoes'));
  await h.rest('interaction types', 'api', [200], () => api.GET('/api/tipos-interacoes'));
  await h.rest('CPF check before sending', 'api', [200], () =>
    api.POST('/api/validate-cpfs', { body: [DEMO.patient.cpf, DEMO.unknownCpf] }),
  );
  const sent = await h.rest<S['SentNotificationPage']>('sent notifications', 'api', [200], () =>
    api.GET('/api/immediate-notifications', {
      params: { query: { startDate: isoDate(addDays(now, -25)), endDate: today } },
    }),
  );
  const firstSent = sent?.rows[0];
  if (firstSent) {
    await h.rest('recipients of a sent notification', 'api', [200], () =>
      api.GET('/api/immediate-notifications/{id}/recipients', {
        params: { path: { id: firstSent.id } },
      }),
    );
  }
  await h.rest('send a notification now', 'api', [201], () =>
    api.POST('/api/immediate-notifications', {
      body: {
        sendAllCpf: false,
        cpfs: [DEMO.patient.cpf],
        title: 'Teste de conformidade',
        body: 'Mensagem enviada pelo teste de conformidade do contrato.',
        data: {},
        clientId,
        onlyPush: true,
      },
    }),
  );
  const tomorrow = addDays(now, 1);
  const scheduled = await h.rest<S['CreatedMessage']>('schedule a notification', 'api', [201], () =>
    api.POST('/api/agendar-notificacoes', {
      body: {
        form: {
          send: { radio: 0 },
          frequency: {
            date: brDate(tomorrow),
            hour: '15:00',
            listSchedule: [{ date: brDate(tomorrow), date_db: isoDate(tomorrow), hour: '15:00' }],
          },
          receiver: { radio: 0, cpf: '', listCpf: [{ cpf: DEMO.patient.cpf, isRed: false }] },
          msg: {
            title: `Conformidade ${run}`,
            description: 'Lembrete agendado pelo teste de conformidade.',
            type: { value: 2, label: 'Lembrete' },
            extraDatas: null,
            blipBotId: null,
          },
        },
        notification: {
          title: `Conformidade ${run}`,
          body: 'Lembrete agendado pelo teste de conformidade.',
          typeId: 2,
          typeLabel: 'Lembrete',
          extraDatas: null,
          scheduleList: [{ date_db: isoDate(tomorrow), hour: '15:00' }],
          isSendNow: '0',
          blipBotId: null,
          isCall: '0',
        },
      },
    }),
  );
  await h.rest('scheduled notifications', 'api', [200], () => api.GET('/api/agendar-notificacoes'));
  await h.rest('scheduled notifications, filtered', 'api', [200], () =>
    api.GET('/api/agendar-notificacoes/filtro', {
      params: { query: { isShowAgendadas: true, title: `Conformidade ${run}`, hasWhere: true } },
    }),
  );
  await h.rest('shown notifications', 'api', [200], () =>
    api.GET('/api/agendar-notificacoes/exibidas'),
  );
  if (scheduled) {
    const noaId = scheduled.id;
    await h.rest('recipients of a schedule', 'api', [200], () =>
      api.GET('/api/agendar-notificacoes/destinatarios', { params: { query: { noaId } } }),
    );
    const added = await h.rest<S['CreatedMessage']>('add a recipient', 'api', [201], () =>
      api.POST('/api/agendar-notificacoes/destinatarios', {
        body: { nod_id_notificacoes_agendadas: noaId, nod_cpf: DEMO.firstVisitCpf },
      }),
    );
    if (added) {
      await h.rest('change a recipient', 'api', [200], () =>
        api.PUT('/api/agendar-notificacoes/destinatarios', {
          body: { id: added.id, nod_cpf: DEMO.firstVisitCpf },
        }),
      );
      await h.rest('times of a recipient', 'api', [200], () =>
        api.GET('/api/agendar-notificacoes/horarios', { params: { query: { nodId: added.id } } }),
      );
      const time = await h.rest<S['CreatedMessage']>('add a time', 'api', [201], () =>
        api.POST('/api/agendar-notificacoes/horarios', {
          body: {
            noh_id_tipos_interacoes_notificacoes: 3,
            noh_id_notificacoes_agendadas_destinatarios: added.id,
            noh_data: isoDate(tomorrow),
            noh_hora: '19:30',
          },
        }),
      );
      if (time) {
        await h.rest('remove a time', 'api', [200], () =>
          api.DELETE('/api/agendar-notificacoes/horarios', { params: { query: { id: time.id } } }),
        );
      }
      await h.rest('remove a recipient', 'api', [200], () =>
        api.DELETE('/api/agendar-notificacoes/destinatarios', {
          params: { query: { id: added.id } },
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
    await h.rest('remove a scheduled notification', 'api', [200], () =>
      api.DELETE('/api/agendar-notificacoes', { params: { query: { id: noaId } } }),
    );
    await h.rest('removal push', 'api', [200], () =>
      api.POST('/api/enviaNotificacao/remover', {
        body: { arrayNoaIds: [noaId], cpfs: [DEMO.patient.cpf] },
      }),
    );
  } else {
    h.blocked(
      'scheduled recipients and times',
      'GET /api/agendar-notificacoes/destinatarios',
      'nothing was scheduled',
    );
  }
  await h.rest('simple notification', 'api', [200], () =>
    api.POST('/api/enviaNotificacao', {
      body: {
        cpfs: [DEMO.patient.cpf],
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
        not_cpf: [DEMO.patient.cpf],
      },
    }),
  );

  // import
  const header = QUEUE_IMPORT_COLUMNS.join(';');
  await h.rest<string>(
    'queue import template',
    'api',
    [200],
    () => api.GET('/clients/download-queue-example', { parseAs: 'text' }),
    (text) =>
      text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] === header
        ? null
        : 'the template header is not the contract column list',
  );
  await h.rest('import of a non-CSV file is refused', 'api', [400], () =>
    api.POST(
      '/clients/import-queue-info',
      queueImportRequest(new File(['isto não é um csv'], 'nao-e-csv.txt', { type: 'text/plain' })),
    ),
  );
  await h.graphql('import status', SearchStatusImportDocument, { clientId }, { token });

  // users and configuration (GraphQL)
  await h.graphql('client users', SearchClientUserDocument, { clientId, clientUserId }, { token });
  const configuration = await h.graphql(
    'portal configuration',
    GetClientConfigurationDocument,
    { codeClient },
    { token },
  );
  const current = configuration?.client_configurations_by_code;
  if (current) {
    await h.graphql(
      'portal configuration update (same value)',
      UpdateClientConfigurationDocument,
      { id: current.coc_id, clientConfiguration: { coc_ativo_portal: current.coc_ativo_portal } },
      { token },
    );
  }
  await h.graphql(
    'app users',
    SearchAppUsersDocument,
    { clientId, clientUserId, limit: 10, offset: 0 },
    { token },
  );
  const created = await h.graphql(
    'client user create',
    CreateClientUserDocument,
    {
      clientUser: {
        usc_nome_usuario: `Conformidade ${run}`,
        usc_senha: 'Segura@2026',
        usc_id_clientes: clientId,
      },
    },
    { token },
  );
  const user = created?.create_client_user;
  if (user) {
    await h.graphql(
      'client user update',
      UpdateClientUserDocument,
      {
        clientUser: {
          usc_id: user.usc_id,
          usc_nome_usuario: `Conformidade ${run} B`,
          usc_id_clientes: clientId,
        },
      },
      { token },
    );
    await h.graphql('client user delete', DeleteClientUserDocument, { id: user.usc_id }, { token });
  } else {
    h.blocked('client user update, delete', 'GraphQL UpdateClientUser', 'the user was not created');
  }
}
