import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { ApiError } from '../../../api/unwrap';
import { cleanCpfList } from '../../../domain/cpf';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { toast } from '../../../primitives/toast';
import { ScreenHeader } from '../../layout/ScreenHeader';
import { useFormDraft } from '../../session/useFormDraft';
import { SIMPLE_NOTIFICATION } from '../messages';
import { QuickMessageFields } from '../QuickMessageFields';
import { useSendSimpleNotification } from './api';
import { simpleNotificationSchema, type SimpleNotificationValues } from './schema';

const M = SIMPLE_NOTIFICATION;

export const NotificationForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 40rem;
  .cpf-count {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    min-height: 1.5em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

type Output = z.output<typeof simpleNotificationSchema>;

const EMPTY: SimpleNotificationValues = { onlyPush: true, titulo: '', cpfs: '', descricao: '' };

/** Why a send failed, in the spec's words; a refusal (400) adds the server's reason. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 && error.message !== M.failed
    ? `${M.failed}\n${error.message}`
    : M.failed;
}

/**
 * /clientes/notifications (and /clientes/send-notification), 'Notificações': a push to the typed
 * CPFs now, optionally saved. Unlike the original, a failed send says so ('Falha ao enviar
 * notificação!') and the form keeps what was typed.
 */
export function SimpleNotificationPage() {
  const formId = useId();
  const form = useForm<SimpleNotificationValues, unknown, Output>({
    resolver: zodResolver(simpleNotificationSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft('gerencial.notifications.simple', form);
  const send = useSendSimpleNotification();

  const submit = submitWithToast(form, async (values) => {
    try {
      await send({
        cpfs: cleanCpfList(values.cpfs).cpfs,
        title: values.titulo,
        body: values.descricao,
        onlyPush: values.onlyPush,
      });
    } catch (error) {
      toast.error(failureText(error));
      return;
    }
    toast.success(M.sent);
    form.reset(EMPTY);
  });

  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <NotificationForm onSubmit={submit} noValidate aria-labelledby={`${formId}-titulo`}>
        <h2 id={`${formId}-titulo`} className="visually-hidden">
          {M.title}
        </h2>
        <Controller
          control={form.control}
          name="onlyPush"
          render={({ field }) => (
            <RadioGroup
              label={M.mode}
              name={field.name}
              value={field.value ? 'push' : 'salvar'}
              onChange={(value) => field.onChange(value === 'push')}
              options={[
                { value: 'push', label: M.onlyPush },
                { value: 'salvar', label: M.pushAndSave },
              ]}
            />
          )}
        />
        <QuickMessageFields
          form={form}
          names={{ title: 'titulo', cpfs: 'cpfs', description: 'descricao' }}
          onCancel={() => form.reset(EMPTY)}
        />
      </NotificationForm>
    </>
  );
}

export default SimpleNotificationPage;
