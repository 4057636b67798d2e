/**
 * The patient portal's cache keys: arrays starting with 'portal' and the resource, then the
 * parameters. Each screen folder's api.ts builds its reads on them, so a mutation in one folder
 * can refresh the reads of another (the patient's requests after a CPF or terms change).
 */
import type { MyRequestsFilter } from './my-requests/myRequests';
import type { DashboardFilter } from './queue-dashboard/dashboardParams';
import type { QueueSearch } from './queue-search/searchParams';

export const portalKeys = {
  lastCheck: () => ['portal', 'queue-last-check'] as const,
  news: () => ['portal', 'rss-feeds'] as const,
  clients: (code: string) => ['portal', 'queue-clients', code] as const,
  services: (client: string) => ['portal', 'queue-services', client] as const,
  statuses: (client: string) => ['portal', 'queue-statuses', client] as const,
  procedures: (client: string, service: string) =>
    ['portal', 'queue-procedures', client, service] as const,
  queue: (client: string, search: QueueSearch) =>
    [
      'portal',
      'queue',
      client,
      search.service,
      search.procedure,
      search.status,
      search.page,
    ] as const,
  /** The wait figures of a client, narrowed by service and procedure when given. */
  waitEstimates: (client: string, service: string | null, procedure: string | null) =>
    ['portal', 'wait-estimates', client, service, procedure] as const,
  /** Every figure of several clients (a patient's requests). */
  waitEstimatesOf: (clients: readonly string[]) =>
    ['portal', 'wait-estimates-of', ...clients] as const,
  /** The public dashboard's reads (/painel-da-fila), each checked against the contract. */
  dashboardServices: (client: string) => ['portal', 'queue-dashboard', client, 'services'] as const,
  dashboardUnits: (client: string) => ['portal', 'queue-dashboard', client, 'units'] as const,
  /** The open data's facts (/dados-abertos) and its service list. */
  openDataInfo: (client: string) => ['portal', 'open-data', client, 'info'] as const,
  openDataServices: (client: string) => ['portal', 'open-data', client, 'services'] as const,
  /** The kept days of the open data's aggregate table (its history). */
  openDataHistory: (client: string) => ['portal', 'open-data', client, 'history'] as const,
  dashboardEstimates: (client: string, filter: DashboardFilter) =>
    ['portal', 'queue-dashboard', client, 'estimates', filter.service, filter.unit] as const,
  dashboardFlow: (client: string, filter: DashboardFilter) =>
    ['portal', 'queue-dashboard', client, 'flow', filter.service, filter.unit] as const,
  /** Every read of a patient's requests (the list and the ongoing count). */
  myRequests: () => ['portal', 'my-requests'] as const,
  myRequestsPage: (cpf: string, filter: MyRequestsFilter, page: number) =>
    ['portal', 'my-requests', cpf, 'page', filter.period, filter.status, page] as const,
  ongoingCount: (cpf: string) => ['portal', 'my-requests', cpf, 'ongoing'] as const,
  /** Every read of the patient's inbox (its pages and the header's unread count), per session. */
  notices: () => ['portal', 'notices'] as const,
  noticesPage: (userId: number, page: number) =>
    ['portal', 'notices', userId, 'page', page] as const,
  noticesUnread: (userId: number) => ['portal', 'notices', userId, 'unread'] as const,
  /** The privacy notice's facts of a client (/privacidade). */
  privacy: (client: string) => ['portal', 'privacy', client] as const,
  /** Every read of the patient's 'Você ainda precisa?' questions. */
  interestQuestions: () => ['portal', 'interest-questions'] as const,
  interestQuestionsOf: (userId: number) => ['portal', 'interest-questions', userId] as const,
  /** Every read of 'Meus dados': the patient's requests about their data and their access log. */
  myData: () => ['portal', 'my-data'] as const,
  myDataRequests: (userId: number) => ['portal', 'my-data', userId, 'requests'] as const,
  accessLog: (userId: number, page: number) =>
    ['portal', 'my-data', userId, 'access-log', page] as const,
};
