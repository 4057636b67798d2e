/**
 * The contract's shape of the queue's rows, as the portal's two request lists read them (the public
 * queue's SearchQueue, GraphQL QueueRow; the patient's own GET /api/queue/my-solicitations, OpenAPI
 * QueueRow): a reply becomes data only once it passes `checkReply` with these. A 200 with a missing
 * list, a null, or a date that is a number is a failed read with its retry (the screen keeps what
 * the visitor chose), never a crashed page or a misleading "nothing found".
 *
 * Unknown fields are kept (`looseObject`): the contract may grow, and a screen reads only these.
 */
import { z } from 'zod';
import { isSmallGroup } from '@portal/contracts/smallGroups';
import { REQUEST_STATUSES } from '../../domain/queue';

const optionalText = z.string().nullish();

export const requestRowSchema = z.looseObject({
  fir_id: z.number().int(),
  fir_tipos_filas: z.string(),
  fir_codigo_cliente: optionalText,
  fir_ordem_regulada: z.number().int().min(0),
  fir_iniciais_nome: z.string(),
  fir_data_nascimento: optionalText,
  fir_data_solicitacao: z.string(),
  fir_data_entrada_fila: optionalText,
  fir_data_agendamento: optionalText,
  fir_data_execucao: optionalText,
  fir_data_atendimento: optionalText,
  fir_dias_na_fila: z.number().int().min(0).nullish(),
  fir_cns: optionalText,
  fir_procedimentos: z.string(),
  fir_nome_unidade_saude_solicitante: optionalText,
  fir_nome_unidade_saude_reguladora: optionalText,
  fir_nome_unidade_saude_executante: optionalText,
  fir_observacao: optionalText,
  fir_status: z.enum(REQUEST_STATUSES),
  tempo_espera: optionalText,
});

/** A page of rows and the total they are a page of (both lists' answer). */
export const requestPageSchema = z.object({
  count: z.number().int().min(0),
  rows: z.array(requestRowSchema),
});

/**
 * An option list of the queue (GraphQL QueueOption: queue_services_avaliable, queue_status), as the
 * queue search, the dashboard and the open data read it: each value names something to filter by.
 */
export const namedValuesSchema = z.array(z.object({ name: z.string(), value: z.string().min(1) }));

/** GraphQL queue_procedures of a service. */
export const proceduresSchema = z.array(
  z.looseObject({ procedimento: z.string(), servico: z.string() }),
);

/**
 * A published count (contracts/src/smallGroups.ts): null for 1 to 4 people, and never a number from
 * 1 to 4: a reply that carries one is refused, not shown.
 */
export const publishedCountSchema = z
  .number()
  .int()
  .min(0)
  .refine((n) => !isSmallGroup(n))
  .nullable();
