import { useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { useConfirm } from '../../primitives/ConfirmModal';
import { toast } from '../../primitives/toast';
import {
  useCheckBotRemoval,
  useDeleteBot,
  useRemoveBotNotifications,
  type Bot,
  type BotRemovalCheck,
} from './api';
import { removalImpact, removalPushBody, type NotificationSummary } from './botRemoval';
import { BOT } from './messages';

const M = BOT;

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningLight};
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => `${theme.space(2)} 0 0`};
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const BotName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

function NotificationList({ items }: { items: NotificationSummary[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.title} ({M.recipients(item.recipients)})
        </li>
      ))}
    </ul>
  );
}

/**
 * The spec's removal of a bot: the check lists the notifications tied to it (its errors are only
 * logged); shown ones → the bot stays reachable on those devices; scheduled ones → they are deleted
 * too and, once the bot is deleted, a removal push goes to their recipients' phones; otherwise a
 * plain confirmation. `removing` is the bot whose removal is under way (one at a time).
 */
export function useBotRemoval({ onRemoved }: { onRemoved?: () => void } = {}) {
  const check = useCheckBotRemoval();
  const deleteBot = useDeleteBot();
  const pushRemoval = useRemoveBotNotifications();
  const { confirm, modal } = useConfirm();
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = useRef(false);

  const remove = async (bot: Bot) => {
    if (busy.current) return;
    busy.current = true;
    setRemoving(bot.bbo_id);
    try {
      let tied: BotRemovalCheck | null = null;
      try {
        tied = await check(bot.bbo_id);
      } catch (error) {
        console.error('Blip Bot: verificação antes da remoção falhou', error);
      }
      const impact = removalImpact(tied);
      const warned = impact.shown.length > 0 || impact.scheduled.length > 0;
      const confirmed = await confirm({
        title: M.removeTitle,
        danger: true,
        confirmLabel: 'Remover',
        content: (
          <>
            <BotName>{bot.bbo_name}</BotName>
            {impact.shown.length > 0 && (
              <Warning data-aviso="exibidas">
                <p>{M.shownWarning}</p>
                <NotificationList items={impact.shown} />
              </Warning>
            )}
            {impact.scheduled.length > 0 && (
              <Warning data-aviso="agendadas">
                <p>{M.scheduledWarning}</p>
                <NotificationList items={impact.scheduled} />
              </Warning>
            )}
            <p>{warned ? M.removeAnyway : M.removeQuestion}</p>
          </>
        ),
      });
      if (!confirmed) return;
      try {
        await deleteBot(bot.bbo_id);
      } catch (error) {
        toast.error(failureMessage(error, COMMON.serverError));
        return;
      }
      toast.success(M.removed);
      onRemoved?.();
      const push = removalPushBody(tied);
      if (push) {
        try {
          await pushRemoval(push);
        } catch (error) {
          console.error('Blip Bot: aviso de remoção aos aparelhos falhou', error);
          toast.error(M.pushFailed);
        }
      }
    } finally {
      busy.current = false;
      setRemoving(null);
    }
  };

  return { remove, removing, modal };
}
