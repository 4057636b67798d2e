import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { failureMessage } from '../../../api/failureMessage';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { TextAreaField, TextField } from '../../../primitives/TextField';
import { useChatbotChoices, useNotificationTypes } from '../api';
import { CHATBOT_TYPE_VALUE, DESCRIPTION_MAX_SCHEDULED } from './schema';
import type { SendOutput, SendValues } from './sendForm';
import { Section } from './sendStyles';
import { SEND_TEXTS as T } from './sendTexts';

/** A look-up that failed: its message and a retry, beside the field it feeds. */
function LookupProblem({
  error,
  text,
  retry,
}: {
  error: unknown;
  text: string;
  retry: () => void;
}) {
  if (!error) return null;
  return (
    <p role="alert" style={{ margin: 0 }}>
      {failureMessage(error, text)}{' '}
      <Button size="sm" variant="secondary" onClick={retry}>
        {T.retry}
      </Button>
    </p>
  );
}

export interface MessageSectionProps {
  form: UseFormReturn<SendValues, unknown, SendOutput>;
}

/** 'Mensagem': Título, Tipo, Chatbot (only for type 3; cleared when the type changes), Descrição. */
export function MessageSection({ form }: MessageSectionProps) {
  const { errors } = form.formState;
  const types = useNotificationTypes();
  const type = useWatch({ control: form.control, name: 'type' });
  const needsBot = type?.value === CHATBOT_TYPE_VALUE;
  return (
    <Section>
      <legend>{T.message}</legend>
      <TextField
        label={T.titleLabel}
        required
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={T.type}
            required
            // The form says what is missing, in the spec's words ('Por favor, selecione um tipo de
            // mensagem.'): the field's own generic message never shows.
            touched={false}
            options={(types.data ?? []).map((t) => ({
              value: String(t.tno_id),
              label: t.tno_nome,
            }))}
            value={field.value ? String(field.value.value) : null}
            placeholder={types.isLoading ? T.typesLoading : undefined}
            disabled={!types.data}
            onChange={(value) => {
              const chosen = types.data?.find((t) => String(t.tno_id) === value);
              field.onChange(chosen ? { value: chosen.tno_id, label: chosen.tno_nome } : null);
              form.setValue('blipBotId', null);
            }}
            onBlur={field.onBlur}
            error={errors.type?.message}
          />
        )}
      />
      <LookupProblem error={types.error} text={T.typesFailed} retry={() => void types.mutate()} />
      {needsBot && <ChatbotField form={form} />}
      <TextAreaField
        label={T.description}
        required
        rows={4}
        maxLength={DESCRIPTION_MAX_SCHEDULED}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </Section>
  );
}

function ChatbotField({ form }: MessageSectionProps) {
  const bots = useChatbotChoices();
  const error = form.formState.errors.blipBotId?.message;
  return (
    <>
      <Controller
        control={form.control}
        name="blipBotId"
        render={({ field }) => (
          <Select
            label={T.chatbot}
            required
            // The form's own message says it is missing ('Por favor, selecione um Chatbot.').
            touched={false}
            options={(bots.data ?? []).map((b) => ({ value: String(b.bbo_id), label: b.bbo_name }))}
            value={field.value == null ? null : String(field.value)}
            placeholder={bots.isLoading ? T.chatbotsLoading : undefined}
            disabled={!bots.data}
            onChange={(value) => field.onChange(value ? Number(value) : null)}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
      <LookupProblem error={bots.error} text={T.chatbotsFailed} retry={() => void bots.mutate()} />
    </>
  );
}
