import { graphqlHandler } from '../core/graphql';
import { botHandlers } from './bots';
import { clientHandlers } from './clients';
import { importHandlers } from './import';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { panelHandlers } from './panel';
import { queueHandlers } from './queue';
import { rssHandlers } from './rss';
import { userHandlers } from './users';

/** Every handler of the contract, in one list shared by the browser worker, msw/node and the sandbox. */
export const handlers = [
  ...queueHandlers,
  ...userHandlers,
  ...clientHandlers,
  ...newsHandlers,
  ...rssHandlers,
  ...botHandlers,
  ...notificationHandlers,
  ...importHandlers,
  ...panelHandlers,
  graphqlHandler,
];
