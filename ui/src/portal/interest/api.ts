/**
 * The patient's 'Você ainda precisa?' questions: GET /api/users/interest-questions (for the request
 * cards) and POST /api/users/interest-questions/{id}/answer. An answer refreshes the questions and
 * the inbox (a question is a notice there too) once the backend has confirmed it.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { useApi } from '../../api/ApiProvider';
import { useRevalidate } from '../../api/keys';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { onlyDigits } from '../../domain/digits';
import type { InterestReason } from '../../domain/interest';
import { portalKeys } from '../keys';
import {
  interestQuestionListSchema,
  interestQuestionSchema,
  type InterestAnswerForm,
} from './schema';

export function useInterestQuestions(userId: number | null) {
  const { api } = useApi();
  return useSWR(userId ? portalKeys.interestQuestionsOf(userId) : null, async () =>
    checkReply(interestQuestionListSchema, await unwrap(api.GET('/api/users/interest-questions'))),
  );
}

export function useAnswerInterest() {
  const { api } = useApi();
  const revalidate = useRevalidate();
  return useCallback(
    async (id: string, form: InterestAnswerForm) => {
      const answer = form.answer === 'NAO' ? 'NAO' : 'SIM';
      const reason = answer === 'NAO' && form.reason ? form.reason : null;
      const question = checkReply(
        interestQuestionSchema,
        await unwrap(
          api.POST('/api/users/interest-questions/{id}/answer', {
            params: { path: { id } },
            body: {
              answer,
              reason: reason as InterestReason | null,
              reasonText: reason === 'OUTRO' ? form.reasonText.trim() : null,
              phone: onlyDigits(form.phone),
              email: form.email.trim(),
            },
          }),
        ),
      );
      await revalidate([...portalKeys.interestQuestions()], [...portalKeys.notices()]);
      return question;
    },
    [api, revalidate],
  );
}
