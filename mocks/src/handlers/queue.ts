import { HttpResponse } from 'msw';
import { route } from '../core/route';
import { db } from '../db';

export const queueHandlers = [
  route('get', '/api/queue/get-last-check', 'getQueueLastCheck', () =>
    HttpResponse.json({ lastCheck: db.meta.lastCheck }),
  ),
];
