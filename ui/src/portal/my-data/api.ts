/**
 * 'Meus dados': one hook per contract operation the screen uses (GET /api/users/me/data,
 * GET and POST /api/users/me/data-requests, GET /api/users/me/access-log). Keys come from
 * ../keys.ts; a request filed refreshes the requests once the backend has confirmed it.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { myDataFileName } from '@portal/contracts/dataSubject';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { toApiDate } from '../../domain/dates';
import { portalKeys } from '../keys';
import { MY_DATA } from './messages';
import {
  accessLogPageSchema,
  dataRequestListSchema,
  dataRequestSchema,
  myDataSchema,
  type CorrectionForm,
} from './schema';

/** Entries per page of 'Quem acessou meus dados'. */
export const ACCESS_LOG_PAGE_SIZE = 10;

export function useMyDataRequests(userId: number) {
  const { api } = useApi();
  return useSWR(portalKeys.myDataRequests(userId), async () =>
    checkReply(
      dataRequestListSchema,
      await unwrap(api.GET('/api/users/me/data-requests'), MY_DATA.requests.failed),
    ),
  );
}

export function useAccessLog(userId: number, page: number) {
  const { api } = useApi();
  return useSWR(
    portalKeys.accessLog(userId, page),
    async () =>
      checkReply(
        accessLogPageSchema,
        await unwrap(
          api.GET('/api/users/me/access-log', {
            params: {
              query: { limit: ACCESS_LOG_PAGE_SIZE, offset: (page - 1) * ACCESS_LOG_PAGE_SIZE },
            },
          }),
          MY_DATA.log.failed,
        ),
      ),
    { keepPreviousData: true },
  );
}

/** The file name the backend gave (Content-Disposition), else today's `meus-dados-<date>.json`. */
function fileNameOf(response: Response | undefined): string {
  const header = response?.headers.get('content-disposition') ?? '';
  const named = /filename="([^"/\\]+\.json)"/.exec(header)?.[1];
  return named ?? myDataFileName(toApiDate(new Date()));
}

/**
 * GET /api/users/me/data: the whole answer as text, once it is checked to be the patient's data
 * (a reply the contract does not allow is an error, never a saved file), and its file name.
 */
export function useDownloadMyData() {
  const { api } = useApi();
  return useCallback(async () => {
    let response: Response | undefined;
    const text = await unwrap(
      api.GET('/api/users/me/data', { parseAs: 'text' }).then((result) => {
        response = result.response;
        return result;
      }),
      MY_DATA.download.failed,
    );
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(String(text));
    } catch {
      // Not JSON: checkReply below says the reply was unexpected.
    }
    checkReply(myDataSchema, parsed);
    return { text: String(text), fileName: fileNameOf(response) };
  }, [api]);
}

/** POST /api/users/me/data-requests: a correction, or the deletion of the account. */
export function useFileDataRequest() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (request: { kind: 'exclusao' } | ({ kind: 'correcao' } & CorrectionForm)) => {
      const body =
        request.kind === 'correcao'
          ? { kind: request.kind, fields: request.fields, correction: request.correction }
          : { kind: request.kind };
      const filed = checkReply(
        dataRequestSchema,
        await unwrap(api.POST('/api/users/me/data-requests', { body })),
      );
      await revalidate([...portalKeys.myData()]);
      return filed;
    },
    [api, revalidate],
  );
}
