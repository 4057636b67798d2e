import { queueHandlers } from './queue';

/** Every handler of the contract, in one list shared by the browser worker, msw/node and the sandbox. */
export const handlers = [...queueHandlers];
