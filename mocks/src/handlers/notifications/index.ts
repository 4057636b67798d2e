/**
 * Push notifications, one module per resource: the lookups of the forms, notifications sent at
 * once (immediate), scheduled ones with their recipients and times, the pushes, and the patient's
 * inbox, which reads them back, with its browsers' push subscriptions (webPush). Every push the
 * backend would hand to the phones is recorded in `push`.
 */
import { immediateHandlers } from './immediate';
import { inboxHandlers } from './inbox';
import { lookupHandlers } from './lookups';
import { pushHandlers } from './push';
import { scheduledHandlers } from './scheduled';
import { statusNoticeHandlers } from './statusNotices';
import { webPushHandlers } from './webPush';

export { recordPush, removalPushBody } from './push';
export { removeScheduledNotification } from './scheduledTree';

export const notificationHandlers = [
  ...lookupHandlers,
  ...immediateHandlers,
  ...scheduledHandlers,
  ...pushHandlers,
  ...inboxHandlers,
  ...webPushHandlers,
  ...statusNoticeHandlers,
];
