import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { TEST_API, testClients, TestProviders } from '../../testing/TestProviders';
import { useOngoingCount, useUpdatePatient } from './api';
import { sessionFromLogin, type PatientSession } from '../session/session';

let session: PatientSession;
let requestReads = 0;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/queue/my-solicitations')) requestReads += 1;
  });
  const answer = await fetch(`${TEST_API}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: null, cpf: DEMO.patient.cpf, password: DEMO.patient.password }),
  }).then((r) => r.json());
  session = sessionFromLogin(answer)!;
});
afterAll(() => {
  server.events.removeAllListeners();
  server.close();
});

/** The patient area's count beside a save of the patient's terms, as the terms modal does. */
function CountAndSave() {
  const ongoing = useOngoingCount(session.user.cpf);
  const updatePatient = useUpdatePatient();
  return (
    <>
      <p>em andamento: {ongoing.data ?? '…'}</p>
      <button onClick={() => void updatePatient({ id: session.user.id, hasAcceptedTerms: true })}>
        Aceitar
      </button>
    </>
  );
}

describe('portal mutations refresh what they changed', () => {
  it('a confirmed change to the patient reads their requests again', async () => {
    render(
      <TestProviders clients={testClients({ getToken: () => session.token })}>
        <CountAndSave />
      </TestProviders>,
    );
    await screen.findByText(/em andamento: \d+/);
    const before = requestReads;
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    // One call per ongoing status, again, once PUT /api/users has answered.
    await waitFor(() => expect(requestReads).toBeGreaterThanOrEqual(before * 2));
  });
});
