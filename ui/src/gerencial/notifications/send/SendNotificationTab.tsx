import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { COMMON } from '../../../messages/common';
import { Button } from '../../../primitives/Button';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { useFormDraft } from '../../session/useFormDraft';
import type { ScheduledNotification } from '../api';
import { MessageSection } from './MessageSection';
import { PushPreview } from './PushPreview';
import { RecipientsSection, type CpfMark } from './RecipientsSection';
import { ScheduleSection } from './ScheduleSection';
import { sendFormSchema, sendValuesOf, type SendOutput, type SendValues } from './sendForm';
import { SendSummary } from './SendSummary';
import { Section } from './sendStyles';
import { SEND_TEXTS as T } from './sendTexts';
import { useSendFlow } from './useSendFlow';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > aside {
    min-width: 0;
  }
  /* One column as wide as the form, never wider: an auto column takes its widest section's
     longest word, and at 320 px with text at 200 % that stuck out of the screen by a pixel. */
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    min-width: 0;
  }
  .note {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningLight};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const resolver: Resolver<SendValues, unknown, SendOutput> = zodResolver(sendFormSchema);

const systemClock = () => new Date();

export interface SendNotificationTabProps {
  /** A scheduled notification to edit ('Editar Notificação', button Alterar). */
  editing?: ScheduledNotification;
  /** After a confirmed Alterar. */
  onEdited: () => void;
  /** Cancelar while editing. */
  onCancelEdit: () => void;
  /** The clock the hour rules read (stories fix it); the system's by default. */
  now?: () => Date;
}

/**
 * 'Enviar Notificação': when (now, or a list of dates and hours), to whom (every active CPF or a
 * list), and the message; a phone preview and a summary beside it. Editing a scheduled
 * notification changes only its message ('Alterar').
 */
export function SendNotificationTab({
  editing,
  onEdited,
  onCancelEdit,
  now = systemClock,
}: SendNotificationTabProps) {
  const headingId = useId();
  const form = useForm<SendValues, unknown, SendOutput>({
    resolver,
    defaultValues: sendValuesOf(editing),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft('gerencial.notifications.send', form, {
    // A draft is only the typed values: the edit mode is the page's (its tab carries it).
    onRestore: () => form.setValue('id', editing?.noa_id ?? 0),
  });
  const [marks, setMarks] = useState<ReadonlyMap<string, CpfMark>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const mark = useCallback(
    (found: Map<string, CpfMark>) => {
      setMarks(found);
      // isRed travels in the schedule payload's form, as the spec's form holds it.
      form.setValue(
        'cpfs',
        form.getValues('cpfs').map((c) => ({ ...c, isRed: found.has(c.cpf) })),
      );
    },
    [form],
  );
  const flow = useSendFlow({ editing, onMarks: mark });
  const [sendMode, title, description] = useWatch({
    control: form.control,
    name: ['sendMode', 'title', 'description'],
  });
  const { isSubmitting } = form.formState;

  const clear = (keepScheduled: boolean) => {
    form.reset({ ...sendValuesOf(), sendMode: keepScheduled ? '0' : '1' });
    setMarks(new Map());
  };

  const submit = submitWithToast(form, async (values) => {
    const outcome = await flow.run(values);
    if (outcome === 'stopped') return;
    clear(outcome === 'scheduled');
    if (outcome === 'updated') onEdited();
  });

  const cancel = () => {
    clear(false);
    if (editing) onCancelEdit();
  };

  const primary = editing ? T.update : sendMode === '1' ? T.send : T.scheduleButton;
  return (
    <Layout>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        data-modo={editing ? 'edicao' : 'envio'}
      >
        <h2 id={headingId} className="visually-hidden">
          {editing ? 'Editar Notificação' : 'Enviar Notificação'}
        </h2>
        {editing ? (
          <p className="note">{T.editNote}</p>
        ) : (
          <>
            <Section>
              <legend>{T.timing}</legend>
              <Controller
                control={form.control}
                name="sendMode"
                render={({ field }) => (
                  <RadioGroup
                    label={T.timingLabel}
                    options={[
                      { value: '1', label: T.now },
                      { value: '0', label: T.schedule },
                    ]}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value === '1' ? '1' : '0');
                      if (value === '1') {
                        form.setValue('schedule', []);
                        form.setValue('date', '');
                        form.setValue('hour', '');
                        form.clearErrors(['schedule', 'date', 'hour']);
                      }
                    }}
                  />
                )}
              />
            </Section>
            {sendMode === '0' && <ScheduleSection form={form} clock={now} announce={announce} />}
            <RecipientsSection
              form={form}
              marks={marks}
              announce={announce}
              onAll={() => setMarks(new Map())}
            />
          </>
        )}
        <MessageSection form={form} />
        <SendSummary form={form} editing={Boolean(editing)} />
        <div className="actions">
          <Button type="submit" loading={isSubmitting}>
            {primary}
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
            {COMMON.cancel}
          </Button>
        </div>
        <p className="visually-hidden" aria-live="polite" role="status">
          {announcement}
        </p>
      </form>
      <aside>
        <PushPreview title={title} body={description} />
      </aside>
      {flow.modal}
    </Layout>
  );
}
