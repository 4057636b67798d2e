import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../../api/failureMessage';
import { cleanCpfList } from '../../../domain/cpf';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { ScreenHeader } from '../../layout/ScreenHeader';
import { useFormDraft } from '../../session/useFormDraft';
import { QuickMessageFields } from '../QuickMessageFields';
import { NotificationForm } from '../simple/SimpleNotificationPage';
import { useSendMassNotification } from './api';
import { MASS_NOTIFICATION } from './messages';
import { massNotificationSchema, type MassNotificationValues } from './schema';

const M = MASS_NOTIFICATION;

type Output = z.output<typeof massNotificationSchema>;
type Outcome = { ok: true; count: number } | { ok: false; message: string };

const EMPTY: MassNotificationValues = { not_titulo: '', not_cpf: '', not_mensagem: '' };

/**
 * /clientes/envia-notificacao-massa: Título, CPFs and Descrição sent as one mass push. The outcome
 * is a modal: 'Tudo Certo!' once the server confirmed, else 'Falha ao Enviar Mensagem' with its
 * reason; after a failure the form keeps what was typed.
 */
export function MassNotificationPage() {
  const formId = useId();
  const form = useForm<MassNotificationValues, unknown, Output>({
    resolver: zodResolver(massNotificationSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft('gerencial.notifications.mass', form);
  const send = useSendMassNotification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = submitWithToast(form, async (values) => {
    const { cpfs } = cleanCpfList(values.not_cpf);
    try {
      await send({
        not_titulo: values.not_titulo,
        not_mensagem: values.not_mensagem,
        not_cpf: cpfs,
      });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, M.errorFallback) });
      return;
    }
    setOutcome({ ok: true, count: cpfs.length });
    form.reset(EMPTY);
  });

  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <NotificationForm onSubmit={submit} noValidate aria-labelledby={`${formId}-titulo`}>
        <h2 id={`${formId}-titulo`} className="visually-hidden">
          {M.title}
        </h2>
        <QuickMessageFields
          form={form}
          names={{ title: 'not_titulo', cpfs: 'not_cpf', description: 'not_mensagem' }}
          onCancel={() => form.reset(EMPTY)}
        />
      </NotificationForm>
      <Modal
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.ok === false ? M.errorTitle : M.successTitle}
        size="sm"
        footer={<Button onClick={() => setOutcome(null)}>{M.ok}</Button>}
      >
        <p role={outcome?.ok === false ? 'alert' : 'status'}>
          {outcome?.ok === false ? outcome.message : outcome ? M.sentTo(outcome.count) : ''}
        </p>
      </Modal>
    </>
  );
}

export default MassNotificationPage;
