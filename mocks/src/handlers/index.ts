import { doorHandler } from '../core/door';
import { graphqlHandler } from '../core/graphql';
import { graphqlGate } from '../core/graphqlGate';
import { setSeed } from '../db';
import { seedSnapshot } from '../seed';
import { botHandlers } from './bots';
import { campaignHandlers } from './campaigns';
import { dataSubjectHandlers } from './dataSubject';
import { clientHandlers } from './clients';
import { dashboardHandlers } from './dashboard';
import { googleStandInHandlers } from './googleStandIn';
import { importHandlers } from './import';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { openDataHandlers } from './openData';
import { openDataAggregateHandlers } from './openDataAggregates';
import { panelHandlers } from './panel';
import { privacyNoticeHandlers } from './privacyNotice';
import { queueHandlers } from './queue';
import { rssHandlers } from './rss';
import { appUserHandlers } from './appUsers';
// GraphQL resolvers only (no REST handler), defined as the module loads.
import './mobilePages';
import { patientAuthHandlers } from './patientAuth';

// The handlers serve the deterministic seed: the db starts from it and resets to it.
setSeed(seedSnapshot);

/** Every handler of the contract, in one list shared by the browser worker, msw/node and the sandbox. */
export const handlers = [
  // First: refuses an oversized body or one naming a prototype key, before any handler reads it.
  doorHandler,
  ...queueHandlers,
  ...openDataHandlers,
  ...openDataAggregateHandlers,
  ...patientAuthHandlers,
  ...appUserHandlers,
  ...clientHandlers,
  ...privacyNoticeHandlers,
  ...dashboardHandlers,
  ...newsHandlers,
  ...rssHandlers,
  ...botHandlers,
  ...campaignHandlers,
  ...dataSubjectHandlers,
  ...notificationHandlers,
  ...importHandlers,
  ...panelHandlers,
  // Outside the contract: the offline Google sign-in stand-in's token issuer.
  ...googleStandInHandlers,
  // What is no GraphQL operation gets a pt-BR GraphQL error here, before MSW's parser throws on it.
  graphqlGate,
  graphqlHandler,
];
