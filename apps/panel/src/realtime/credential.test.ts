import type { ApiClients } from '@portal/contracts';
import { createPanelSessionStore } from '@portal/ui/panel/session/session';
import { describe, expect, it, vi } from 'vitest';
import { panelRealtimeCredential } from './credential';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-20T18:00:00Z');

function setup(reply: { status: number; data?: object }) {
  const session = createPanelSessionStore(null, () => now);
  const POST = vi.fn(async () => ({ data: reply.data, response: { status: reply.status } }));
  const clients = { panel: { POST } } as unknown as Pick<ApiClients, 'panel'>;
  return { session, POST, get: () => panelRealtimeCredential(session, clients, () => now) };
}

describe('panelRealtimeCredential', () => {
  it('has none without a panel session, and asks nothing', async () => {
    const { get, POST } = setup({ status: 200 });
    expect(await get()).toBeNull();
    expect(POST).not.toHaveBeenCalled();
  });

  it("uses the login's token while it has time left", async () => {
    const { session, get, POST } = setup({ status: 200 });
    const realtime = { token: 'rt-login', expiresAt: now + HOUR };
    session.save({ token: 's', expiresAt: now + 24 * HOUR, realtime });
    expect(await get()).toEqual(realtime);
    expect(POST).not.toHaveBeenCalled();
  });

  it('renews a token about to expire and keeps the new one in the session', async () => {
    const expiresAt = new Date(now + HOUR).toISOString();
    const { session, get, POST } = setup({
      status: 200,
      data: { realtimeToken: 'rt-new', realtimeExpiresAt: expiresAt },
    });
    session.save({
      token: 's',
      expiresAt: now + 24 * HOUR,
      realtime: { token: 'rt-old', expiresAt: now + 60_000 },
    });
    expect(await get()).toEqual({ token: 'rt-new', expiresAt: now + HOUR });
    expect(POST).toHaveBeenCalledWith('/api/panel/realtime-token');
    expect(session.snapshot()?.realtime?.token).toBe('rt-new');
  });

  it('has none where the backend has no realtime database (503), and fails on other answers', async () => {
    const none = setup({ status: 503 });
    none.session.save({ token: 's', expiresAt: now + HOUR });
    expect(await none.get()).toBeNull();
    const broken = setup({ status: 500 });
    broken.session.save({ token: 's', expiresAt: now + HOUR });
    await expect(broken.get()).rejects.toThrow(/500/);
  });

  it('refuses a reply the contract does not allow, as a failed renewal', async () => {
    for (const data of [
      { realtimeToken: '', realtimeExpiresAt: new Date(now + HOUR).toISOString() },
      { realtimeToken: 'rt', realtimeExpiresAt: 'amanhã' },
      { data: null },
    ]) {
      const broken = setup({ status: 200, data });
      broken.session.save({ token: 's', expiresAt: now + HOUR });
      await expect(broken.get()).rejects.toThrow('Renovação do acesso em tempo real falhou (200)');
    }
  });
});
