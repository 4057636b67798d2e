/**
 * The public mobile pages' data: key factories and one hook per contract operation they use.
 * Screens and stories call these hooks, never `useSWR` or the clients directly (ui/src/api/keys.ts).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import {
  CreateTalkToUsDocument,
  CreateUserDocument,
  PasswordResetDocument,
  PasswordResetLinkDocument,
  SearchCivilStatesDocument,
  SearchDependentsDocument,
  type CreateTalkToUsMutationVariables,
  type CreateUserMutationVariables,
} from '@portal/contracts/graphql';
import { useApi } from '../api/ApiProvider';

export const movelKeys = {
  civilStates: () => ['movel', 'civil-states'] as const,
  dependents: () => ['movel', 'dependents'] as const,
  resetLink: (hash: string) => ['movel', 'reset-link', hash] as const,
};

/** PasswordResetLink: whether the link's hash is still usable (`{ success, message }`). */
export function usePasswordResetLink(hash: string) {
  const { graphql } = useApi();
  return useSWR(hash ? movelKeys.resetLink(hash) : null, () =>
    graphql.request(PasswordResetLinkDocument, { hash }).then((r) => r.password_reset_link),
  );
}

/** SearchCivilStates: the civil states the register offers. */
export function useCivilStates() {
  const { graphql } = useApi();
  return useSWR(movelKeys.civilStates(), () =>
    graphql.request(SearchCivilStatesDocument).then((r) => r.search_civil_state.rows),
  );
}

/** SearchDependents: the kinds of dependent the register offers. */
export function useDependents() {
  const { graphql } = useApi();
  return useSWR(movelKeys.dependents(), () =>
    graphql.request(SearchDependentsDocument).then((r) => r.search_dependents.rows),
  );
}

/** CreateUser: a new app user (nothing cached depends on app users on these pages). */
export function useCreateAppUser() {
  const { graphql } = useApi();
  return useCallback(
    (variables: CreateUserMutationVariables) => graphql.request(CreateUserDocument, variables),
    [graphql],
  );
}

/** CreateTalkToUs: a 'Fale Conosco' message. */
export function useTalkToUs() {
  const { graphql } = useApi();
  return useCallback(
    (talkToUs: CreateTalkToUsMutationVariables['talkToUs']) =>
      graphql.request(CreateTalkToUsDocument, { talkToUs }),
    [graphql],
  );
}

/** PasswordReset: the new password of the link's hash; answers `{ success, message }`. */
export function usePasswordReset() {
  const { graphql } = useApi();
  return useCallback(
    (hash: string, usu_senha: string) =>
      graphql.request(PasswordResetDocument, { hash, usu_senha }).then((r) => r.password_reset),
    [graphql],
  );
}
