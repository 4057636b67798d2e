import {
  GetClientConfigurationDocument,
  UpdateClientConfigurationDocument,
} from '../../src/generated/graphql/graphql';
import { NEEDS_WRITE, type AdminContext, type S } from './context';

type Privacy = S['ClientPrivacy'];

/**
 * The privacy notice's facts (GET /api/clients/{code}/privacy, public) of the admin's client and of
 * an unknown one; with `write`, the configuration's update with an encarregado and the notice after
 * it, then the client's own values put back.
 */
export async function privacyNoticeSteps({
  h,
  publicApi,
  token,
  codeClient,
  write,
  run,
  cleanup,
}: AdminContext) {
  const read = (code: string) =>
    publicApi.GET('/api/clients/{code}/privacy', { params: { path: { code } } });
  await h.rest<Privacy>(
    'privacy notice of a client',
    'api',
    [200],
    () => read(codeClient),
    (body) => (body.client.code === codeClient ? null : `client.code is ${body.client.code}`),
  );
  await h.rest('privacy notice of an unknown client', 'api', [404], () =>
    read(`conformidade-${run}`),
  );
  if (!write) {
    h.skip(
      'privacy notice follows the configuration',
      'GraphQL UpdateClientConfiguration',
      NEEDS_WRITE,
    );
    return;
  }
  const config = (
    await h.graphql(
      'privacy: configuration before',
      GetClientConfigurationDocument,
      { codeClient },
      { token },
    )
  )?.client_configurations_by_code;
  if (!config) {
    h.blocked(
      'privacy notice follows the configuration',
      'GraphQL UpdateClientConfiguration',
      'no configuration',
    );
    return;
  }
  const save = (
    step: string,
    values: {
      coc_encarregado_nome: string | null;
      coc_encarregado_email: string | null;
      coc_encarregado_telefone: string | null;
      coc_link_privacidade: string | null;
    },
  ) =>
    h.graphql(
      step,
      UpdateClientConfigurationDocument,
      {
        id: config.coc_id,
        clientConfiguration: { coc_ativo_portal: config.coc_ativo_portal, ...values },
      },
      { token },
    );
  const before = {
    coc_encarregado_nome: config.coc_encarregado_nome ?? null,
    coc_encarregado_email: config.coc_encarregado_email ?? null,
    coc_encarregado_telefone: config.coc_encarregado_telefone ?? null,
    coc_link_privacidade: config.coc_link_privacidade ?? null,
  };
  const restore = 'privacy: the configuration’s encarregado put back';
  cleanup.add(restore, async () => Boolean(await save(restore, before)));
  const saved = await save('privacy: an encarregado saved in the configuration', {
    coc_encarregado_nome: `Conformidade ${run}`,
    coc_encarregado_email: `conformidade.${run}@exemplo.gov.br`,
    coc_encarregado_telefone: '2130000000',
    coc_link_privacidade: 'https://exemplo.gov.br/privacidade',
  });
  // The shape after a change (that the notice says what was saved is tried by the mocks' tests
  // and the e2e journey, not here: the tour's steps check shapes).
  if (saved)
    await h.rest('privacy notice after the configuration changed', 'api', [200], () =>
      read(codeClient),
    );
  if (await save(restore, before)) cleanup.done(restore);
}
