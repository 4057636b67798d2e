import { editTab, Tabs, useTabs } from '../../primitives/Tabs';
import { ScreenHeader } from '../layout/ScreenHeader';
import type { ScheduledNotification } from './api';
import { AutomaticTab } from './automatic/AutomaticTab';
import { ImmediateTab } from './immediate/ImmediateTab';
import { NOTIFICATIONS } from './messages';
import { ScheduledTab } from './scheduled/ScheduledTab';
import { SendNotificationTab } from './send/SendNotificationTab';

const M = NOTIFICATIONS;

type TabId = 'enviar' | 'agendadas' | 'imediato' | 'automaticos';

/**
 * /clientes/agendamento-notificacoes, 'Enviar Notificação para Usuário': the send form ('Editar
 * Notificação' when a scheduled notification's edit opened it carrying the notification), the
 * scheduled notifications, the immediate sends with their delivery, and the notices queue imports
 * sent by themselves.
 */
export function NotificationsPage() {
  const tabs = useTabs<TabId, ScheduledNotification>('enviar');
  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Tabs
        label={M.tabsLabel}
        state={tabs}
        tabs={[
          editTab({
            id: 'enviar',
            state: tabs,
            createLabel: M.sendTab,
            editLabel: M.editTab,
            keyOf: (notification) => notification.noa_id,
            render: ({ data, goTo }) => (
              <SendNotificationTab
                editing={data}
                onEdited={() => goTo('agendadas')}
                onCancelEdit={() => goTo('agendadas')}
              />
            ),
          }),
          {
            id: 'agendadas',
            label: M.scheduledTab,
            render: ({ goTo }) => (
              <ScheduledTab onEdit={(notification) => goTo('enviar', notification)} />
            ),
          },
          { id: 'imediato', label: M.immediateTab, render: () => <ImmediateTab /> },
          { id: 'automaticos', label: M.automaticTab, render: () => <AutomaticTab /> },
        ]}
      />
    </>
  );
}

export default NotificationsPage;
