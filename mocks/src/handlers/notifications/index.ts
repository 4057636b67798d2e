/**
 * Push notifications, one module per resource: the lookups of the forms, notifications sent at
 * once (immediate), scheduled ones with their recipients and times, and the pushes. Every push the
 * backend would hand to the phones is recorded in `push`.
 */
import { immediateHandlers } from './immediate';
import { lookupHandlers } from './lookups';
import { pushHandlers } from './push';
import { scheduledHandlers } from './scheduled';

export { recordPush, removalPushBody } from './push';
export { removeScheduledNotification } from './scheduledTree';

export const notificationHandlers = [
  ...lookupHandlers,
  ...immediateHandlers,
  ...scheduledHandlers,
  ...pushHandlers,
];
