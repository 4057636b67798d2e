/**
 * The queue import's data: the status list (GraphQL SearchStatusImport, read again every 2 s while
 * an import is processing), the upload with progress (the contract's upload client), the undo of
 * the last finished import and the template. One hook per operation, used by the screen and its stories alike; replies are checked
 * against the fields the screen reads.
 */
import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { SearchStatusImportDocument } from '@portal/contracts/generated/graphql/graphql';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { ApiError, unwrap } from '../../api/unwrap';
import { unwrapUpload } from '../../api/upload';
import { gerencialKeys } from '../keys';
import { anyProcessing, isProcessing, type ImportStatusRow } from './importStatus';
import { IMPORT } from './messages';

/** How often the list is read again while an import is processing. */
export const IMPORT_POLL_MS = 2000;

const count = z.number().int().min(0);
const statusRowSchema = z.object({
  ims_id: z.number().int(),
  ims_nome_arquivo: z.string(),
  ims_situacao: z.string(),
  ims_alterado_em: z.number(),
  ims_linhas_lidas: count,
  ims_linhas_importadas: count,
  ims_total_erros: count,
  ims_linhas_adicionadas: count.nullish(),
  ims_linhas_atualizadas: count.nullish(),
  ims_linhas_inalteradas: count.nullish(),
  ims_pode_desfazer: z.boolean(),
  ims_erros: z.array(
    z.object({ linha: z.number().int(), campo: z.string().nullable(), mensagem: z.string() }),
  ),
  ims_avisos: z
    .array(
      z.object({
        campo: z.string(),
        valor: z.string(),
        linhas: z.array(z.number().int()),
        ocorrencias: count,
        sugestoes: z.array(z.string()),
      }),
    )
    .optional(),
  ims_total_avisos: count.optional(),
  ims_avisos_pacientes: count.nullish(),
}) satisfies z.ZodType<ImportStatusRow>;

const statusListSchema = z.object({
  search_status_import: z.object({ count, rows: z.array(statusRowSchema) }),
});

const acceptedSchema = z.object({ msg: z.string(), ims_id: z.number().int().optional() });
export type ImportAccepted = z.infer<typeof acceptedSchema>;

/**
 * search_status_import of the admin's client, newest first. While a row is PROCESSANDO it is read
 * again every 2 s; when one finishes, the home's figures (which count the queue) are refreshed.
 */
export function useImportStatuses(clientId: number) {
  const { graphql } = useApi();
  const revalidate = useRevalidate();
  const processing = useRef<Set<number>>(new Set());
  return useSWR(
    gerencialKeys.imports(clientId),
    async () =>
      checkReply(statusListSchema, await graphql.request(SearchStatusImportDocument, { clientId }))
        .search_status_import.rows,
    {
      refreshInterval: (rows) => (rows && anyProcessing(rows) ? IMPORT_POLL_MS : 0),
      onSuccess: (rows) => {
        const now = new Set(rows.filter(isProcessing).map((row) => row.ims_id));
        const finished = [...processing.current].some((id) => !now.has(id));
        processing.current = now;
        if (finished) void revalidate([...gerencialKeys.dashboard(clientId)]);
      },
    },
  );
}

export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POST /clients/import-queue-info with progress (with `onlyValidRows`, `somente_validas=true`: the
 * rows that pass go in, the others are left out and named in the status). Throws an ApiError with the server's msg, else
 * 'Falha ao Importar dados! entre em contato com o suporte!'. The status list is read again
 * whatever the outcome (short of a 401): it shows what the server really holds, even when the
 * reply was lost.
 */
export function useImportQueue(clientId: number) {
  const { upload } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (
      file: File,
      onProgress: UploadProgress,
      { onlyValidRows = false }: { onlyValidRows?: boolean } = {},
    ): Promise<ImportAccepted> => {
      let status = 0;
      try {
        const answer = await unwrapUpload(
          upload.importQueue(file, { onProgress, onlyValidRows }),
          IMPORT.failure,
        );
        return checkReply(acceptedSchema, answer);
      } catch (error) {
        status = error instanceof ApiError ? error.status : 0;
        throw error;
      } finally {
        if (status !== 401) void revalidate([...gerencialKeys.imports(clientId)]);
      }
    },
    [upload, revalidate, clientId],
  );
}

const undoneSchema = z.object({ msg: z.string(), removidas: count, restauradas: count });
export type ImportUndone = z.infer<typeof undoneSchema>;

/**
 * POST /clients/import-queue-info/{ims_id}/undo: the client's last finished import taken back.
 * Throws an ApiError with the server's msg (409 when it is no longer the last). The status list
 * and the home's figures are read again whatever the outcome (short of a 401).
 */
export function useUndoImport(clientId: number) {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (importId: number): Promise<ImportUndone> => {
      let status = 0;
      try {
        return checkReply(
          undoneSchema,
          await unwrap(
            api.POST('/clients/import-queue-info/{ims_id}/undo', {
              params: { path: { ims_id: importId } },
            }),
            IMPORT.undoFailed,
          ),
        );
      } catch (error) {
        status = error instanceof ApiError ? error.status : 0;
        throw error;
      } finally {
        if (status !== 401)
          void revalidate(
            [...gerencialKeys.imports(clientId)],
            [...gerencialKeys.dashboard(clientId)],
          );
      }
    },
    [api, revalidate, clientId],
  );
}

/** GET /clients/download-queue-example: the template's bytes (public; works across origins). */
export function useDownloadQueueExample() {
  const { api } = useApi();
  return useCallback(async (): Promise<Blob> => {
    const blob = await unwrap(
      api.GET('/clients/download-queue-example', { parseAs: 'blob' }),
      IMPORT.templateFailed,
    );
    // An empty or missing body is no template: say so rather than save an empty file.
    if (!(blob instanceof Blob) || blob.size === 0) {
      throw new ApiError(IMPORT.templateFailed, 200, blob);
    }
    return blob;
  }, [api]);
}
