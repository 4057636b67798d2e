/**
 * 'Você ainda precisa?' data: the queue's filter lists of the admin's municipality (GraphQL), the
 * reach of the filters (read again, debounced, as they change; a stale read is aborted), the send,
 * the campaigns page by page, and a campaign's requests for the answers table and the exports.
 * Every reply is checked against the fields the screen reads before it is data.
 */
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import {
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueUnitHealthsDocument,
} from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { REQUEST_STATUSES } from '../../domain/queue';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';
import { CAMPAIGNS } from './messages';
import type { CampaignFilters } from './schema';

const M = CAMPAIGNS;

/** Campaigns per page of the list. */
export const CAMPAIGNS_PAGE_SIZE = 10;
/** How long the filters stay still before their reach is read. */
export const REACH_DEBOUNCE_MS = 400;

const count = z.number().int().min(0);
const status = z.enum(REQUEST_STATUSES);
const answer = z.enum(['SIM', 'NAO']).nullable();
const reason = z.enum(['ATENDIDO_OUTRO_SERVICO', 'SEM_PROBLEMA', 'MUDOU_MUNICIPIO', 'OUTRO']);

const reachSchema = z.object({
  total: count,
  reachable: count,
  unreachable: count,
  alreadyAsked: count,
});
export type Reach = z.output<typeof reachSchema>;

const campaignSchema = z.object({
  id: z.number().int(),
  createdAt: z.string().min(1),
  createdBy: z.string(),
  filters: z.object({
    service: z.string(),
    procedure: z.string().nullish(),
    unit: z.string().nullish(),
    status,
    minDays: count,
  }),
  total: count,
  reachable: count,
  unreachable: count,
  answers: z.object({ yes: count, no: count, pending: count }),
});
export type Campaign = z.output<typeof campaignSchema>;

const campaignPageSchema = z.object({ count, rows: z.array(campaignSchema) });

const requestSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  queueId: z.number().int().nullable(),
  service: z.string(),
  procedure: z.string(),
  unit: z.string().nullable(),
  status,
  enteredAt: z.string().nullable(),
  daysInQueue: count,
  patientName: z.string().nullable(),
  cns: z.string().nullable(),
  reachable: z.boolean(),
  answer,
  reason: reason.nullable(),
  reasonText: z.string().nullable(),
  answeredAt: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
const requestsSchema = z.object({ count, rows: z.array(requestSchema) });
export type CampaignRequest = z.output<typeof requestSchema>;
export type CampaignList = 'answers' | 'unreachable';

const optionsSchema = {
  services: z.array(z.object({ name: z.string(), value: z.string().min(1) })),
  procedures: z.array(z.object({ procedimento: z.string().min(1) })),
  units: z.array(z.object({ nome_unidade_saude: z.string().min(1) })),
};

/** queue_services_avaliable and queue_unithealths (SOLICITANTE) of the admin's municipality. */
export function useCampaignOptions() {
  const { graphql } = useApi();
  const client = useAdmin().user.cliente.cli_codigo;
  const services = useSWR(gerencialKeys.queueOptions(client, 'services'), async () =>
    checkReply(
      optionsSchema.services,
      (await graphql.request(QueueServicesDocument, { client })).queue_services_avaliable,
    ),
  );
  const units = useSWR(gerencialKeys.queueOptions(client, 'units'), async () =>
    checkReply(
      optionsSchema.units,
      (await graphql.request(QueueUnitHealthsDocument, { client, role: 'SOLICITANTE' }))
        .queue_unithealths,
    ),
  );
  return { services, units };
}

/** queue_procedures of the chosen service (nothing until one is chosen). */
export function useCampaignProcedures(service: string) {
  const { graphql } = useApi();
  const client = useAdmin().user.cliente.cli_codigo;
  return useSWR(
    service ? gerencialKeys.queueOptions(client, 'procedures', service) : null,
    async () =>
      checkReply(
        optionsSchema.procedures,
        (await graphql.request(QueueProceduresDocument, { client, service })).queue_procedures,
      ),
  );
}

type ReachRead =
  | { key: string; reach: Reach; error?: undefined }
  | { key: string; reach?: undefined; error: unknown };

/**
 * GET /api/interest-campaigns/reach for valid filters, once they have been still for a moment.
 * A read for filters that changed since is aborted, and its answer never shown. `loading` while
 * the filters' own answer has not arrived; `refresh` reads the same filters again (a retry, or
 * after a send changed who was already asked).
 */
export function useCampaignReach(filters: CampaignFilters | null) {
  const { api } = useApi();
  const key = filters ? JSON.stringify(filters) : null;
  const [read, setRead] = useState<ReachRead | null>(null);
  const [round, setRound] = useState(0);
  const readKey = key === null ? null : `${round}|${key}`;

  useEffect(() => {
    if (readKey === null || key === null) return;
    const query = JSON.parse(key) as CampaignFilters;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      unwrap(
        api.GET('/api/interest-campaigns/reach', {
          params: {
            query: {
              service: query.service,
              procedure: query.procedure ?? undefined,
              unit: query.unit ?? undefined,
              status: query.status,
              minDays: query.minDays,
            },
          },
          signal: controller.signal,
        }),
        M.reachFailed,
      )
        .then((reply) => checkReply(reachSchema, reply))
        .then(
          (reach) => !controller.signal.aborted && setRead({ key: readKey, reach }),
          (error: unknown) => !controller.signal.aborted && setRead({ key: readKey, error }),
        );
    }, REACH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, key, readKey]);

  const current = read && read.key === readKey ? read : null;
  return {
    reach: current?.reach,
    error: current?.error,
    loading: readKey !== null && current === null,
    refresh: useCallback(() => setRound((n) => n + 1), []),
  };
}

/**
 * POST /api/interest-campaigns: the campaign, once the server has created it (201). Throws an
 * ApiError with the server's message (400 'Nenhuma solicitação com esses filtros.'). The list is
 * read again whatever the outcome: it shows what the server holds, even when the reply was lost.
 */
export function useSendCampaign() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  const clientId = useAdmin().user.usc_id_clientes;
  return useCallback(
    async (filters: CampaignFilters): Promise<Campaign> => {
      try {
        return checkReply(
          campaignSchema,
          await unwrap(api.POST('/api/interest-campaigns', { body: filters }), M.sendFailed),
        );
      } finally {
        void revalidate([...gerencialKeys.campaigns(clientId)]);
      }
    },
    [api, revalidate, clientId],
  );
}

/** GET /api/interest-campaigns, newest first, a page of 10 (page from 1). */
export function useCampaigns(page: number) {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  return useSWR(
    gerencialKeys.campaignsPage(clientId, page),
    async () =>
      checkReply(
        campaignPageSchema,
        await unwrap(
          api.GET('/api/interest-campaigns', {
            params: {
              query: { limit: CAMPAIGNS_PAGE_SIZE, offset: (page - 1) * CAMPAIGNS_PAGE_SIZE },
            },
          }),
          M.listFailed,
        ),
      ),
    { keepPreviousData: true },
  );
}

/**
 * The reader of GET /api/interest-campaigns/{id}/requests?list=…, for the table and the exports.
 * Each read is recorded in the access log of every patient with an account among the rows: an
 * export says so (`purpose: 'exportacao'`, 'Exportação de lista com dados pessoais').
 */
export function useReadCampaignRequests() {
  const { api } = useApi();
  return useCallback(
    async (
      campaignId: number,
      list: CampaignList,
      fallback: string,
      purpose: 'consulta' | 'exportacao' = 'consulta',
    ) =>
      checkReply(
        requestsSchema,
        await unwrap(
          api.GET('/api/interest-campaigns/{id}/requests', {
            params: { path: { id: campaignId }, query: { list, purpose } },
          }),
          fallback,
        ),
      ).rows,
    [api],
  );
}

/** A campaign's answers (the requests asked in the portal), for the answers table. */
export function useCampaignAnswers(campaignId: number) {
  const clientId = useAdmin().user.usc_id_clientes;
  const readRequests = useReadCampaignRequests();
  return useSWR(gerencialKeys.campaignRequests(clientId, campaignId, 'answers'), () =>
    readRequests(campaignId, 'answers', M.answersFailed),
  );
}
