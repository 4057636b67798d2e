import { NEEDS_WRITE, type AdminContext, type S } from './context';

/**
 * 'Você ainda precisa?' campaigns and the automatic notices, as the Portal Gerencial reads them: the
 * reach of a filter, the campaigns sent, a campaign that is not there, and the automatic notices
 * with their counts per import. Sending a campaign reaches patients, so the steps never send one:
 * only a refused one (invalid filters). The behavioural checks (`campaigns.*`) send their own.
 */
export async function campaignSteps({ h, api, patientApi, write }: AdminContext) {
  await h.rest<S['InterestCampaignReach']>('campaign reach', 'api', [200], () =>
    api.GET('/api/interest-campaigns/reach', {
      params: { query: { service: 'CONSULTAS', status: 'SOLICITADO', minDays: 90 } },
    }),
  );
  await h.rest<S['InterestCampaignPage']>('campaigns sent', 'api', [200], () =>
    api.GET('/api/interest-campaigns', { params: { query: { limit: 10, offset: 0 } } }),
  );
  await h.rest('requests of a campaign that does not exist', 'api', [404], () =>
    api.GET('/api/interest-campaigns/{id}/requests', {
      params: { path: { id: 999_999_999 }, query: { list: 'answers' } },
    }),
  );
  await h.rest<S['StatusNoticePage']>('automatic notices of the imports', 'api', [200], () =>
    api.GET('/api/status-notices', { params: { query: { limit: 10, offset: 0 } } }),
  );
  await h.rest<S['InterestQuestionList']>(
    "patient's 'Você ainda precisa?' questions",
    'api',
    [200],
    () => patientApi.GET('/api/users/interest-questions'),
  );
  if (!write) {
    h.skip(
      'a campaign with invalid filters is refused',
      'POST /api/interest-campaigns',
      NEEDS_WRITE,
    );
    h.skip(
      'answering a question that does not exist',
      'POST /api/users/interest-questions/{id}/answer',
      NEEDS_WRITE,
    );
    return;
  }
  await h.rest('a campaign with invalid filters is refused', 'api', [400], () =>
    api.POST('/api/interest-campaigns', {
      body: { service: 'CONSULTAS', status: 'SOLICITADO', minDays: -1 },
    }),
  );
  await h.rest('answering a question that does not exist', 'api', [404], () =>
    patientApi.POST('/api/users/interest-questions/{id}/answer', {
      params: { path: { id: 'q-999999999' } },
      body: { answer: 'SIM', phone: '21987654321', email: 'conformidade@example.com' },
    }),
  );
}
