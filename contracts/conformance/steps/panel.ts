import type { components as Panel } from '../../src/generated/panel';
import type { TourContext } from './context';

/** The control panel's provider API: its login, the movement log, room history and created rooms. */
export async function panelSteps({ h, tokens, panelApi, anonymousPanel, accounts }: TourContext) {
  await h.rest('panel login with a wrong password', 'panel', [401], () =>
    anonymousPanel.POST('/api/panel/login', {
      body: { login: accounts.panel.login, password: 'senha-errada' },
    }),
  );
  const panel = await h.rest<Panel['schemas']['PanelSession']>('panel login', 'panel', [200], () =>
    anonymousPanel.POST('/api/panel/login', { body: accounts.panel }),
  );
  tokens.panel = panel?.token;
  await h.rest('panel call without a session', 'panel', [401], () =>
    anonymousPanel.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: null },
    }),
  );
  if (!panel) {
    h.blocked('panel calls', 'POST /api/teleconsult/get-log', 'the panel login failed');
    return;
  }
  await h.rest('movement log', 'panel', [200], () =>
    panelApi.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: null },
    }),
  );
  await h.rest('movement log by CPF', 'panel', [200], () =>
    panelApi.POST('/api/teleconsult/get-log', {
      body: { curPage: 1, limit: 100, whereKey: { tml_cpf: accounts.patient.cpf } },
    }),
  );
  await h.rest('room history', 'panel', [200], () =>
    panelApi.POST('/api/rooms/get-rooms', { body: { curPage: 1, limit: 100, whereKey: null } }),
  );
  await h.rest('room history by patient name', 'panel', [200], () =>
    panelApi.POST('/api/rooms/get-rooms', {
      body: { curPage: 1, limit: 100, whereKey: { tsa_paciente_nome: 'Maria' } },
    }),
  );
  await h.rest('room report', 'panel', [200], () => panelApi.POST('/api/rooms/get-report-rooms'));
  await h.rest('created rooms', 'panel', [200], () =>
    panelApi.GET('/api/videochamada-log/get-all'),
  );
  await h.rest('created rooms of the app', 'panel', [200], () =>
    panelApi.GET('/api/videochamada-log/get-all', { params: { query: { system: 'app' } } }),
  );
  // 'Sair' ends a session of its own, so the tour's token stays valid for whatever follows.
  const leaving = await h.rest<Panel['schemas']['PanelSession']>(
    'panel login to log out',
    'panel',
    [200],
    () => anonymousPanel.POST('/api/panel/login', { body: accounts.panel }),
  );
  if (leaving) {
    await h.rest('panel logout', 'panel', [204], () =>
      anonymousPanel.POST('/api/panel/logout', {
        headers: { Authorization: `Bearer ${leaving.token}` },
      }),
    );
  }
}
