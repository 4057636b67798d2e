/**
 * The Portal Gerencial's cache keys: arrays starting with 'gerencial', the resource, then the
 * client and the parameters. Each screen folder's api.ts builds its reads on them, so a change in
 * one folder can refresh the reads of another (an import refreshes the home's figures).
 */
export const gerencialKeys = {
  /** Every read (a new login reads everything again). */
  all: () => ['gerencial'] as const,
  dashboard: (clientId: number) => ['gerencial', 'dashboard', clientId] as const,
  imports: (clientId: number) => ['gerencial', 'imports', clientId] as const,
  news: (clientId: number) => ['gerencial', 'news', clientId] as const,
  newsSearch: (clientId: number, title: string) =>
    ['gerencial', 'news', clientId, 'search', title] as const,
  newsItem: (clientId: number, id: number) => ['gerencial', 'news', clientId, 'item', id] as const,
  categories: (clientId: number) => ['gerencial', 'categories', clientId] as const,
  cities: (uf: string) => ['gerencial', 'cities', uf] as const,
  rss: (clientId: number) => ['gerencial', 'rss', clientId] as const,
  rssSearch: (clientId: number, link: string) =>
    ['gerencial', 'rss', clientId, 'search', link] as const,
  rssItem: (clientId: number, id: number) => ['gerencial', 'rss', clientId, 'item', id] as const,
  bots: (clientId: number) => ['gerencial', 'bots', clientId] as const,
  botsSearch: (clientId: number, search: string, byName: boolean) =>
    ['gerencial', 'bots', clientId, 'search', search, byName] as const,
  clientUsers: (clientId: number) => ['gerencial', 'client-users', clientId] as const,
  /** Under clientUsers: a removal refreshes its record too. */
  clientUserRemovals: (clientId: number) =>
    ['gerencial', 'client-users', clientId, 'removals'] as const,
  appUsers: (clientId: number) => ['gerencial', 'app-users', clientId] as const,
  appUsersPage: (clientId: number, user: string, page: number) =>
    ['gerencial', 'app-users', clientId, user, page] as const,
  /**
   * One app user's detail, read anew at each opening (`opening`): each read is recorded in the
   * patient's access log, so a cached copy is never shown as if it had been read.
   */
  appUserDetail: (clientId: number, id: number, opening: number) =>
    ['gerencial', 'app-users', clientId, 'detail', id, opening] as const,
  /** 'Solicitações de titulares (LGPD)': the patients' requests about their data. */
  dataRequests: (clientId: number) => ['gerencial', 'data-requests', clientId] as const,
  dataRequestsPage: (clientId: number, page: number) =>
    ['gerencial', 'data-requests', clientId, 'page', page] as const,
  configuration: (clientCode: string) => ['gerencial', 'configuration', clientCode] as const,
  /** Every notification read (sent, scheduled, their recipients and times). */
  notifications: (clientId: number) => ['gerencial', 'notifications', clientId] as const,
  /** The scheduled tab's three columns (scheduled or shown; filtered or paged). */
  scheduledNotifications: (clientId: number, params: object) =>
    ['gerencial', 'notifications', clientId, 'scheduled', params] as const,
  scheduledRecipients: (clientId: number, noaId: number, filter: object) =>
    ['gerencial', 'notifications', clientId, 'scheduled-recipients', noaId, filter] as const,
  scheduledTimes: (clientId: number, nodId: number, filter: object) =>
    ['gerencial', 'notifications', clientId, 'scheduled-times', nodId, filter] as const,
  /** The 'Avisos automáticos' tab: a page of one import's notices (null: every import's). */
  statusNotices: (clientId: number, importId: number | null, page: number) =>
    ['gerencial', 'notifications', clientId, 'status-notices', importId, page] as const,
  notificationTypes: (clientId: number) => ['gerencial', 'notification-types', clientId] as const,
  interactionTypes: (clientId: number) => ['gerencial', 'interaction-types', clientId] as const,
  /** Under bots: a bot saved or removed refreshes the Chatbot choices too. */
  chatbotChoices: (clientId: number) => ['gerencial', 'bots', clientId, 'choices'] as const,
  /** Every 'Você ainda precisa?' read: a campaign sent refreshes the list and its answers. */
  campaigns: (clientId: number) => ['gerencial', 'campaigns', clientId] as const,
  campaignsPage: (clientId: number, page: number) =>
    ['gerencial', 'campaigns', clientId, 'page', page] as const,
  campaignRequests: (clientId: number, campaignId: number, list: 'answers' | 'unreachable') =>
    ['gerencial', 'campaigns', clientId, 'requests', campaignId, list] as const,
  /** The queue's filter lists of the admin's municipality (services, procedures, units). */
  queueOptions: (clientCode: string, ...what: string[]) =>
    ['gerencial', 'queue-options', clientCode, ...what] as const,
};
