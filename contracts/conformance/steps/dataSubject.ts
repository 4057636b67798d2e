import { NEEDS_WRITE, type AdminContext, type S } from './context';

/**
 * The patient's rights over their data ('Meus dados', LGPD) and the staff's side of them: the
 * patient's data download, requests and access log; the staff's list of requests, and an app user
 * that does not exist. Opening a patient's details records an access that nothing removes, and a
 * request stays once filed, so those run only with `write` (the behavioural checks
 * `isolation.own-access-log` and `privacy.data-requests` open, file and answer); here only
 * refusals that change nothing.
 */
export async function dataSubjectSteps({ h, api, patientApi, write }: AdminContext) {
  await h.rest<S['MyDataExport']>("patient's data download", 'api', [200], () =>
    patientApi.GET('/api/users/me/data'),
  );
  await h.rest<S['DataRequestList']>("patient's requests about their data", 'api', [200], () =>
    patientApi.GET('/api/users/me/data-requests'),
  );
  await h.rest<S['AccessLogPage']>("patient's access log", 'api', [200], () =>
    patientApi.GET('/api/users/me/access-log', { params: { query: { limit: 10, offset: 0 } } }),
  );
  await h.rest<S['StaffDataRequestPage']>('requests about patients’ data', 'api', [200], () =>
    api.GET('/api/data-requests', { params: { query: { limit: 10, offset: 0 } } }),
  );
  await h.rest('details of an app user that does not exist', 'api', [404], () =>
    api.GET('/api/app-users/{id}', { params: { path: { id: 999_999_999 } } }),
  );
  if (!write) {
    h.skip(
      'a correction without the data to correct is refused',
      'POST /api/users/me/data-requests',
      NEEDS_WRITE,
    );
    h.skip(
      'answering a request that does not exist',
      'POST /api/data-requests/{id}/answer',
      NEEDS_WRITE,
    );
    return;
  }
  await h.rest('a correction without the data to correct is refused', 'api', [400], () =>
    patientApi.POST('/api/users/me/data-requests', {
      body: { kind: 'correcao', fields: null, correction: null },
    }),
  );
  await h.rest('answering a request that does not exist', 'api', [404], () =>
    api.POST('/api/data-requests/{id}/answer', {
      params: { path: { id: 999_999_999 } },
      body: { status: 'recusada', answer: 'Conformidade: não existe.' },
    }),
  );
}
