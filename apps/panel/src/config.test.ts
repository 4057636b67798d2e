import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, resetDb } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { createPanelSessionStore, PANEL_SESSION_KEY } from '@portal/ui/panel/session/session';
import { panelClients } from './config';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  resetDb();
});
afterAll(() => server.close());

describe('panel clients', () => {
  it('send the panel token as Bearer, and a 401 ends the session (the login modal returns)', async () => {
    const session = createPanelSessionStore(sessionStorage);
    const { panel } = panelClients(session);
    const login = await panel.POST('/api/panel/login', { body: DEMO.panel });
    session.save({ token: login.data!.token, expiresAt: Date.parse(login.data!.expiresAt) });
    expect((await panel.POST('/api/rooms/get-report-rooms')).response.status).toBe(200);

    session.save({ token: 'panel.desconhecido', expiresAt: Date.now() + 60_000 });
    expect((await panel.POST('/api/rooms/get-report-rooms')).response.status).toBe(401);
    expect(session.snapshot()).toBeNull();
    expect(sessionStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
  });
});
