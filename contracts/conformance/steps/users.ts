import {
  CreateClientUserDocument,
  DeleteClientUserDocument,
  GetClientConfigurationDocument,
  SearchAppUsersDocument,
  SearchClientUserDocument,
  UpdateClientConfigurationDocument,
  UpdateClientUserDocument,
} from '../../src/generated/graphql/graphql';
import { NEEDS_WRITE, type AdminContext } from './context';

/** Users and the portal configuration (GraphQL): client users created, changed and deleted. */
export async function userSteps({
  h,
  token,
  clientId,
  clientUserId,
  codeClient,
  run,
  write,
  cleanup,
}: AdminContext) {
  await h.graphql('client users', SearchClientUserDocument, { clientId, clientUserId }, { token });
  const configuration = await h.graphql(
    'portal configuration',
    GetClientConfigurationDocument,
    { codeClient },
    { token },
  );
  const current = configuration?.client_configurations_by_code;
  if (current && write) {
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
  if (!write) {
    h.skip(
      'portal configuration update, client user create, update, delete',
      'GraphQL CreateClientUser',
      NEEDS_WRITE,
    );
    return;
  }
  const created = await h.graphql(
    'client user create',
    CreateClientUserDocument,
    {
      clientUser: {
        usc_nome_usuario: `Conformidade ${run}`,
        usc_login: `conformidade-${run}`,
        usc_senha: 'Segura@2026',
        usc_id_clientes: clientId,
      },
    },
    { token },
  );
  const user = created?.create_client_user;
  // Whatever the answer's shape, a created id is removed at the end if the step does not.
  const createdUser = (h.lastJson() as { data?: { create_client_user?: { usc_id?: unknown } } })
    ?.data?.create_client_user?.usc_id;
  const removeUser = (id: number) =>
    h.graphql('client user delete', DeleteClientUserDocument, { id }, { token });
  if (typeof createdUser === 'number')
    cleanup.add(`client user ${createdUser}`, async () => Boolean(await removeUser(createdUser)));
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
    if (await removeUser(user.usc_id)) cleanup.done(`client user ${user.usc_id}`);
  } else {
    h.blocked('client user update, delete', 'GraphQL UpdateClientUser', 'the user was not created');
  }
}
