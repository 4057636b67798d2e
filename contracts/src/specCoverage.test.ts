/**
 * Every call the two spec documents name (../shared/spec/portal-paciente.md and
 * gerencial-movel-painel.md, sections 7) must be in the contract. Rows marked `inferred` are calls
 * the spec names without a path or method; the contract must flag those with `x-inferred`.
 */
import { describe, expect, it } from 'vitest';
import { findOperation, listOperations, type ApiName } from './conformance/contract';
import { graphqlSchema, listGraphqlOperations } from './conformance/graphql';

type Row = [api: ApiName, method: string, path: string, operationId: string, inferred?: 'inferred'];

const REST: Row[] = [
  // patient document, section 7
  ['api', 'POST', '/api/users/login', 'loginUser'],
  ['api', 'POST', '/api/users/login-google', 'loginUserGoogle'],
  ['api', 'POST', '/api/users/register', 'registerUser'],
  ['api', 'PUT', '/api/users', 'updateUser'],
  ['api', 'GET', '/api/users', 'listUsers', 'inferred'],
  ['api', 'GET', '/api/rss-feeds', 'listRssFeeds'],
  ['api', 'GET', '/api/queue/get-last-check', 'getQueueLastCheck'],
  ['api', 'GET', '/api/queue/my-solicitations', 'getMySolicitations'],
  // gerencial document, section 7: notifications
  ['api', 'GET', '/api/tipos-notificacoes', 'listNotificationTypes'],
  ['api', 'GET', '/api/tipos-interacoes', 'listInteractionTypes'],
  ['api', 'GET', '/api/blip-bot', 'listBlipBots'],
  ['api', 'POST', '/api/immediate-notifications', 'sendImmediateNotification'],
  ['api', 'GET', '/api/immediate-notifications', 'listImmediateNotifications'],
  [
    'api',
    'GET',
    '/api/immediate-notifications/{id}/recipients',
    'listImmediateNotificationRecipients',
  ],
  ['api', 'POST', '/api/validate-cpfs', 'validateCpfs'],
  ['api', 'POST', '/api/agendar-notificacoes', 'scheduleNotification'],
  ['api', 'PUT', '/api/agendar-notificacoes', 'updateScheduledNotification'],
  ['api', 'DELETE', '/api/agendar-notificacoes', 'deleteScheduledNotification'],
  ['api', 'GET', '/api/agendar-notificacoes', 'listScheduledNotifications'],
  ['api', 'GET', '/api/agendar-notificacoes/exibidas', 'listShownNotifications'],
  ['api', 'GET', '/api/agendar-notificacoes/filtro', 'filterScheduledNotifications'],
  ['api', 'GET', '/api/agendar-notificacoes/destinatarios', 'listScheduledRecipients'],
  ['api', 'POST', '/api/agendar-notificacoes/destinatarios', 'addScheduledRecipient'],
  ['api', 'PUT', '/api/agendar-notificacoes/destinatarios', 'updateScheduledRecipient'],
  ['api', 'DELETE', '/api/agendar-notificacoes/destinatarios', 'deleteScheduledRecipient'],
  ['api', 'GET', '/api/agendar-notificacoes/horarios', 'listScheduledTimes'],
  ['api', 'POST', '/api/agendar-notificacoes/horarios', 'addScheduledTime'],
  ['api', 'DELETE', '/api/agendar-notificacoes/horarios', 'deleteScheduledTime'],
  ['api', 'POST', '/api/enviaNotificacao/remover', 'sendRemovalNotification'],
  ['api', 'POST', '/api/enviaNotificacao', 'sendNotification'],
  ['api', 'POST', '/patients/envia-notificacao-em-massa', 'sendMassNotification'],
  // news
  ['api', 'POST', '/api/noticias', 'createNews'],
  ['api', 'PUT', '/api/noticias', 'updateNews'],
  ['api', 'DELETE', '/api/noticias', 'deleteNews'],
  ['api', 'GET', '/api/noticias', 'listNews'],
  ['api', 'GET', '/api/noticias/{id}', 'getNews'],
  [
    'api',
    'GET',
    '/api/public/attachment/folder-{folder}/attachment-{attachment}/{filename}',
    'getAttachmentImage',
  ],
  // RSS ("GET /api/rss with only limit returns the latest items" is the same operation)
  ['api', 'POST', '/api/rss', 'createRss'],
  ['api', 'PUT', '/api/rss', 'updateRss'],
  ['api', 'DELETE', '/api/rss', 'deleteRss'],
  ['api', 'GET', '/api/rss', 'listRss'],
  ['api', 'GET', '/api/rss/{id}', 'getRss'],
  ['api', 'GET', '/api/rss-feeds-validate', 'validateRssFeed'],
  // chatbots
  ['api', 'POST', '/api/blip-bot', 'createBlipBot'],
  ['api', 'PUT', '/api/blip-bot', 'updateBlipBot'],
  ['api', 'DELETE', '/api/blip-bot', 'deleteBlipBot'],
  ['api', 'POST', '/api/blip-bot/check-remove', 'checkBlipBotRemoval'],
  ['api', 'POST', '/api/blip-bot/remove-notification', 'removeBlipBotNotifications'],
  // import
  ['api', 'POST', '/clients/import-queue-info', 'importQueueInfo'],
  ['api', 'GET', '/clients/download-queue-example', 'downloadQueueExample', 'inferred'],
  ['api', 'POST', '/clients/import-queue-info/{ims_id}/undo', 'undoQueueImport', 'inferred'],
  ['api', 'PUT', '/api/clients', 'updateClient'],
  // client users, app users, configuration
  ['api', 'PUT', '/api/users/update-password', 'resetAppUserPassword', 'inferred'],
  // the admin session the spec shows (its login call is not shown)
  ['api', 'POST', '/api/clients/login', 'loginClientUser', 'inferred'],
  // 'Sair' ends the session on the server too (the spec's sessions lived only in the browser)
  ['api', 'POST', '/api/users/logout', 'logoutUser', 'inferred'],
  ['api', 'POST', '/api/clients/logout', 'logoutClientUser', 'inferred'],
  // the client home's figures (the spec's home shows hard-coded numbers and names no call)
  ['api', 'GET', '/api/clients/dashboard', 'getClientDashboard', 'inferred'],
  // The patient's inbox ('Avisos'): the staff's notifications read back by the patient
  ['api', 'GET', '/api/users/notices', 'listPatientNotices', 'inferred'],
  ['api', 'POST', '/api/users/notices/{id}/read', 'readPatientNotice', 'inferred'],
  ['api', 'POST', '/api/users/notices/read-all', 'readAllPatientNotices', 'inferred'],
  // Browser push of the patient's notices ('Avisos neste navegador', Web Push)
  ['api', 'GET', '/api/users/push/key', 'getPushPublicKey', 'inferred'],
  ['api', 'POST', '/api/users/push/subscriptions', 'savePushSubscription', 'inferred'],
  ['api', 'DELETE', '/api/users/push/subscriptions', 'deletePushSubscription', 'inferred'],
  // The automatic notices imports sent, listed for the staff
  ['api', 'GET', '/api/status-notices', 'listStatusNotices', 'inferred'],
  // 'Você ainda precisa?' campaigns: staff ask, the patient answers
  ['api', 'GET', '/api/interest-campaigns/reach', 'getInterestCampaignReach', 'inferred'],
  ['api', 'POST', '/api/interest-campaigns', 'createInterestCampaign', 'inferred'],
  ['api', 'GET', '/api/interest-campaigns', 'listInterestCampaigns', 'inferred'],
  [
    'api',
    'GET',
    '/api/interest-campaigns/{id}/requests',
    'listInterestCampaignRequests',
    'inferred',
  ],
  ['api', 'GET', '/api/users/interest-questions', 'listPatientInterestQuestions', 'inferred'],
  [
    'api',
    'POST',
    '/api/users/interest-questions/{id}/answer',
    'answerInterestQuestion',
    'inferred',
  ],
  // The patient's rights over their data ('Meus dados', LGPD) and the access log
  ['api', 'GET', '/api/users/me/data', 'getMyData', 'inferred'],
  ['api', 'GET', '/api/users/me/data-requests', 'listMyDataRequests', 'inferred'],
  ['api', 'POST', '/api/users/me/data-requests', 'createMyDataRequest', 'inferred'],
  ['api', 'GET', '/api/users/me/access-log', 'listMyAccessLog', 'inferred'],
  ['api', 'GET', '/api/app-users/{id}', 'getAppUser', 'inferred'],
  ['api', 'GET', '/api/data-requests', 'listDataRequests', 'inferred'],
  ['api', 'POST', '/api/data-requests/{id}/answer', 'answerDataRequest', 'inferred'],
  // The queue as open data
  ['api', 'GET', '/api/open-data/queue', 'exportOpenQueue', 'inferred'],
  ['api', 'GET', '/api/open-data/queue/info', 'getOpenQueueInfo', 'inferred'],
  ['api', 'GET', '/api/open-data/queue/aggregates', 'exportOpenQueueAggregates', 'inferred'],
  ['api', 'GET', '/api/open-data/queue/history', 'listOpenQueueHistory', 'inferred'],
  ['api', 'GET', '/api/open-data/queue/history/{date}', 'exportOpenQueueSnapshot', 'inferred'],
  ['api', 'GET', '/api/open-data/catalog.jsonld', 'getOpenDataCatalog', 'inferred'],
  // The privacy notice (/privacidade): the controller and its encarregado (LGPD art. 41)
  ['api', 'GET', '/api/clients/{code}/privacy', 'getClientPrivacy', 'inferred'],
  // control panel, on its own host; the login is the addition
  ['panel', 'POST', '/api/teleconsult/get-log', 'getTeleconsultLog'],
  ['panel', 'POST', '/api/rooms/get-rooms', 'getRooms'],
  ['panel', 'POST', '/api/rooms/get-report-rooms', 'getRoomsReport'],
  ['panel', 'GET', '/api/videochamada-log/get-all', 'getVideoCallLogs'],
  ['panel', 'POST', '/api/panel/login', 'panelLogin', 'inferred'],
  ['panel', 'POST', '/api/panel/realtime-token', 'panelRealtimeToken', 'inferred'],
  ['panel', 'POST', '/api/panel/logout', 'panelLogout', 'inferred'],
];

/** GraphQL root fields the spec names (queries of both documents). */
const GRAPHQL_FIELDS = [
  'queue_clients',
  'queue_services_avaliable',
  'queue_status',
  'queue_unithealths',
  'queue_procedures',
  'queue',
  'search_civil_state',
  'search_dependents',
  'categories',
  'cities',
  'search_status_import',
  'search_client_user',
  'client_configurations_by_code',
  'users_without_auth',
];

/** GraphQL operations the spec names, with the root field each one selects. */
const GRAPHQL_OPERATIONS: Array<[name: string, kind: 'query' | 'mutation', field: string]> = [
  ['SearchClientUser', 'query', 'search_client_user'],
  ['GetClientConfiguration', 'query', 'client_configurations_by_code'],
  ['SearchAppUsers', 'query', 'users_without_auth'],
  ['SearchCivilStates', 'query', 'search_civil_state'],
  ['SearchDependents', 'query', 'search_dependents'],
  ['SearchNews', 'query', 'search_news'],
  ['SearchStatusImport', 'query', 'search_status_import'],
  ['SearchCategories', 'query', 'categories'],
  ['SearchCities', 'query', 'cities'],
  ['QueueClients', 'query', 'queue_clients'],
  ['QueueServices', 'query', 'queue_services_avaliable'],
  ['QueueStatuses', 'query', 'queue_status'],
  ['QueueUnitHealths', 'query', 'queue_unithealths'],
  ['QueueProcedures', 'query', 'queue_procedures'],
  ['SearchQueue', 'query', 'queue'],
  ['CreateClientUser', 'mutation', 'create_client_user'],
  ['UpdateClientUser', 'mutation', 'update_client_user'],
  ['DeleteClientUser', 'mutation', 'delete_client_user'],
  ['UpdateClientConfiguration', 'mutation', 'update_client_configuration'],
  ['CreateUser', 'mutation', 'create_user'],
  ['CreateTalkToUs', 'mutation', 'create_talk_to_us'],
  ['PasswordReset', 'mutation', 'password_reset'],
  ['AuthorizeUser', 'mutation', 'authorizeUser'],
  ['CheckAuthenticity', 'mutation', 'checkAuthenticity'],
  ['CreateNews', 'mutation', 'create_news'],
  ['SaveNews', 'mutation', 'save_news'],
];

describe('the contract covers every call of the spec', () => {
  it.each(REST)('%s %s %s is %s', (api, method, path, operationId, inferred) => {
    const op = findOperation(api, method, path);
    expect(op?.path).toBe(path);
    expect(op?.operationId).toBe(operationId);
    expect(op?.inferred).toBe(inferred === 'inferred');
  });

  it('has no REST operation the spec does not name', () => {
    const named = new Set(REST.map(([api, , , id]) => `${api}:${id}`));
    const extra = listOperations()
      .map((op) => `${op.api}:${op.operationId}`)
      .filter((key) => !named.has(key));
    expect(extra).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId and a path starting with /', () => {
    const ops = listOperations();
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    for (const op of ops) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.path.startsWith('/')).toBe(true);
    }
  });

  it('secures every Gerencial, patient and panel call with the role of its session', () => {
    const roles = Object.fromEntries(listOperations().map((op) => [op.operationId, op.roles]));
    expect(roles.getMySolicitations).toEqual(['patient']);
    expect(roles.listNews).toEqual(['admin']);
    expect(roles.importQueueInfo).toEqual(['admin']);
    expect(roles.getTeleconsultLog).toEqual(['panel']);
    expect(roles.panelLogin).toEqual([]);
    expect(roles.loginUser).toEqual([]);
  });

  it.each(GRAPHQL_FIELDS)('GraphQL Query.%s exists', (field) => {
    expect(graphqlSchema().getQueryType()?.getFields()[field]).toBeDefined();
  });

  it.each(GRAPHQL_OPERATIONS)('GraphQL %s is a stored %s selecting %s', (name, kind, field) => {
    const op = listGraphqlOperations().find((o) => o.name === name);
    expect(op).toMatchObject({ kind, fields: [field] });
    const root =
      kind === 'query' ? graphqlSchema().getQueryType() : graphqlSchema().getMutationType();
    expect(root?.getFields()[field]).toBeDefined();
  });

  it('declares the Upload scalar for the multipart request spec', () => {
    expect(graphqlSchema().getType('Upload')?.toString()).toBe('Upload');
  });
});
