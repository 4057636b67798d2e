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
import { z } from 'zod';
import { useApi } from '../api/ApiProvider';
import { checkReply } from '../api/reply';

/** The contract's shapes of the reads below, in the fields the pages use (checkReply). */
const resetLinkSchema = z.looseObject({ success: z.boolean(), message: z.string().nullish() });
const civilStatesSchema = z.looseObject({
  rows: z.array(z.looseObject({ ecv_id: z.number().int(), ecv_nome: z.string() })),
});
const dependentsSchema = z.looseObject({
  rows: z.array(z.looseObject({ dep_id: z.number().int(), dep_nome: z.string() })),
});

export const movelKeys = {
  civilStates: () => ['movel', 'civil-states'] as const,
  dependents: () => ['movel', 'dependents'] as const,
  resetLink: (hash: string) => ['movel', 'reset-link', hash] as const,
};

/** PasswordResetLink: whether the link's hash is still usable (`{ success, message }`). */
export function usePasswordResetLink(hash: string) {
  const { graphql } = useApi();
  return useSWR(hash ? movelKeys.resetLink(hash) : null, async () =>
    checkReply(
      resetLinkSchema,
      (await graphql.request(PasswordResetLinkDocument, { hash })).password_reset_link,
    ),
  );
}

/** SearchCivilStates: the civil states the register offers. */
export function useCivilStates() {
  const { graphql } = useApi();
  return useSWR(
    movelKeys.civilStates(),
    async () =>
      checkReply(
        civilStatesSchema,
        (await graphql.request(SearchCivilStatesDocument)).search_civil_state,
      ).rows,
  );
}

/** SearchDependents: the kinds of dependent the register offers. */
export function useDependents() {
  const { graphql } = useApi();
  return useSWR(
    movelKeys.dependents(),
    async () =>
      checkReply(
        dependentsSchema,
        (await graphql.request(SearchDependentsDocument)).search_dependents,
      ).rows,
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
