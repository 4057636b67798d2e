import { useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useChatbotChoices, useNotificationTypes } from '../api';
import { CHATBOT_TYPE_VALUE } from './schema';
import { recipientsSummary, scheduleLabel, type SendOutput, type SendValues } from './sendForm';
import { SEND_TEXTS as T } from './sendTexts';

const Box = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function ChatbotName({ id }: { id: number | null }) {
  const bots = useChatbotChoices();
  if (id == null) return <>{T.notChosen}</>;
  return <>{bots.data?.find((b) => b.bbo_id === id)?.bbo_name ?? `#${id}`}</>;
}

export interface SendSummaryProps {
  form: UseFormReturn<SendValues, unknown, SendOutput>;
  editing: boolean;
}

/** What will happen on the primary button: to whom, when, which type and which chatbot. */
export function SendSummary({ form, editing }: SendSummaryProps) {
  const [sendMode, schedule, receiverMode, cpfs, type, blipBotId] = useWatch({
    control: form.control,
    name: ['sendMode', 'schedule', 'receiverMode', 'cpfs', 'type', 'blipBotId'],
  });
  const types = useNotificationTypes();
  const typeName = types.data?.find((t) => t.tno_id === type?.value)?.tno_nome ?? type?.label ?? '';
  return (
    <Box aria-label={T.summary}>
      <h3>{T.summary}</h3>
      <dl>
        {!editing && (
          <>
            <dt>{T.summaryRecipients}</dt>
            <dd>{recipientsSummary(receiverMode, cpfs.length)}</dd>
            <dt>{T.summaryWhen}</dt>
            <dd>
              {sendMode === '1'
                ? T.nowWhen
                : schedule.length === 0
                  ? T.none
                  : schedule.map(scheduleLabel).join('; ')}
            </dd>
          </>
        )}
        <dt>{T.summaryType}</dt>
        <dd>{typeName || T.notChosen}</dd>
        {type?.value === CHATBOT_TYPE_VALUE && (
          <>
            <dt>{T.summaryChatbot}</dt>
            <dd>
              <ChatbotName id={blipBotId} />
            </dd>
          </>
        )}
      </dl>
    </Box>
  );
}
