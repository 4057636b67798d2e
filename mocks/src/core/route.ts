import { delay, http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { baseLatency, scenarioFor } from './scenarios';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface RouteOptions {
  /** The body the `empty` scenario answers with (an empty list, no rows...). */
  empty?: () => JsonBodyType;
}

export const GENERIC_ERROR_MESSAGE = 'Erro interno no servidor.';

/** Applies the active scenario; returns a response when the scenario answers instead of the handler. */
export async function applyScenario(operationId: string): Promise<Response | 'empty' | undefined> {
  const scenario = scenarioFor(operationId);
  const wait = (scenario.delayMs ?? 0) + baseLatency();
  if (scenario.kind === 'timeout') await delay('infinite');
  if (wait > 0) await delay(wait);
  switch (scenario.kind) {
    case 'error':
      return HttpResponse.json(
        {
          mensagem: scenario.message ?? GENERIC_ERROR_MESSAGE,
          msg: scenario.message ?? GENERIC_ERROR_MESSAGE,
          error: true,
        },
        { status: scenario.status ?? 500 },
      );
    case 'network':
      return HttpResponse.error();
    case 'empty':
      return 'empty';
    default:
      return undefined;
  }
}

/**
 * Declares one REST operation of the contract. The path is matched on any origin, so the same
 * handler answers the browser worker, msw/node and the sandbox server. Scenario, latency and the
 * error envelope are handled here once; the resolver holds only what is particular to the endpoint.
 */
export function route(
  method: Method,
  path: string,
  operationId: string,
  resolver: HttpResponseResolver,
  options: RouteOptions = {},
) {
  return http[method](`*${path}`, async (info) => {
    const outcome = await applyScenario(operationId);
    if (outcome instanceof Response) return outcome;
    if (outcome === 'empty' && options.empty) return HttpResponse.json(options.empty());
    return resolver(info);
  });
}
