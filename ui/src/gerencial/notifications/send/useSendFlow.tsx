import { useCallback, type ReactNode } from 'react';
import { failureMessage } from '../../../api/failureMessage';
import { useConfirm } from '../../../primitives/ConfirmModal';
import { toast } from '../../../primitives/toast';
import { useAdmin } from '../../session/AdminSessionProvider';
import type { ScheduledNotification } from '../api';
import { NOTIFICATIONS } from '../messages';
import {
  useScheduledRecipientCount,
  useScheduleNotification,
  useSendImmediateNotification,
  useUpdateScheduledNotification,
  useValidateCpfs,
} from './api';
import type { CpfMark } from './RecipientsSection';
import {
  cpfLabel,
  immediatePayload,
  schedulePayload,
  updatePayload,
  type SendOutput,
} from './sendForm';
import { SEND_TEXTS as T } from './sendTexts';

const M = NOTIFICATIONS;

/** How a submit ended: done (the form resets), or stopped with the form kept as typed. */
export type SendOutcome = 'sent' | 'scheduled' | 'updated' | 'stopped';

function CpfListContent({ cpfs, children }: { cpfs: string[]; children: ReactNode }) {
  return (
    <>
      <ul>
        {cpfs.map((cpf) => (
          <li key={cpf}>{cpfLabel(cpf)}</li>
        ))}
      </ul>
      {children}
    </>
  );
}

/**
 * The send flow of spec §4 after the form is valid: 'Todos' asks first; a CPF list is checked by
 * the server (unknown CPFs stop it, inactive ones ask); then send now or schedule. Editing asks
 * 'Atualizar Notificação' and updates the message. Failures end in a toast; success only after
 * the server confirmed. `onMarks` receives the CPFs the check marked.
 */
export function useSendFlow({
  editing,
  onMarks,
}: {
  editing?: ScheduledNotification;
  onMarks: (marks: Map<string, CpfMark>) => void;
}) {
  const { confirm, modal } = useConfirm();
  const clientId = useAdmin().user.usc_id_clientes;
  const validateCpfs = useValidateCpfs();
  const sendNow = useSendImmediateNotification();
  const schedule = useScheduleNotification();
  const update = useUpdateScheduledNotification();
  const recipientCount = useScheduledRecipientCount(editing?.noa_id);

  const run = useCallback(
    async (values: SendOutput): Promise<SendOutcome> => {
      if (editing) {
        const count = recipientCount.data;
        const confirmed = await confirm({
          title: T.updateTitle,
          content: (
            <p>
              {T.updateQuestion} {count !== undefined && T.affected(count)}
            </p>
          ),
          confirmLabel: T.update,
        });
        if (!confirmed) return 'stopped';
        try {
          await update(updatePayload(values, editing));
        } catch (error) {
          toast.error(failureMessage(error, M.error));
          return 'stopped';
        }
        toast.success(M.updated);
        return 'updated';
      }

      let payload = values;
      if (values.receiverMode === '1') {
        const confirmed = await confirm({
          title: M.sendToAllTitle,
          content: <p>{T.sendToAllWarning}</p>,
          confirmLabel: T.sendToAllConfirm,
        });
        if (!confirmed) return 'stopped';
      } else {
        let check;
        try {
          check = await validateCpfs(values.cpfs.map((c) => c.cpf));
        } catch (error) {
          // The spec only logs this; sending unchecked CPFs would be worse than asking to retry.
          console.error('validate-cpfs', error);
          toast.error(M.error);
          return 'stopped';
        }
        const marks = new Map<string, CpfMark>();
        for (const cpf of check.disabled) marks.set(cpf, 'disabled');
        for (const cpf of check.nonexistent) marks.set(cpf, 'nonexistent');
        onMarks(marks);
        payload = { ...values, cpfs: values.cpfs.map((c) => ({ ...c, isRed: marks.has(c.cpf) })) };
        if (check.nonexistent.length > 0) {
          await confirm({
            title: M.unknownCpfsTitle,
            content: (
              <CpfListContent cpfs={check.nonexistent}>
                <p>{T.unknownHelp}</p>
              </CpfListContent>
            ),
            confirmLabel: M.unknownCpfsButton,
            showCancel: false,
          });
          return 'stopped';
        }
        if (check.disabled.length > 0) {
          const confirmed = await confirm({
            title: M.disabledCpfsTitle,
            content: (
              <CpfListContent cpfs={check.disabled}>
                <p>{T.disabledHelp}</p>
                <p>
                  <strong>{M.disabledCpfsQuestion}</strong>
                </p>
              </CpfListContent>
            ),
            confirmLabel: T.disabledConfirm,
            cancelLabel: T.disabledCancel,
          });
          if (!confirmed) return 'stopped';
        }
      }

      try {
        if (payload.sendMode === '1') await sendNow(immediatePayload(payload, clientId));
        else await schedule(schedulePayload(payload));
      } catch {
        // Spec §8: a failed send or schedule says this, whatever the server answered (only a
        // removal shows the server's own message).
        toast.error(M.error);
        return 'stopped';
      }
      if (payload.sendMode === '1') {
        toast.success(M.sent);
        return 'sent';
      }
      toast.success(M.scheduled);
      return 'scheduled';
    },
    [
      editing,
      recipientCount.data,
      confirm,
      update,
      validateCpfs,
      onMarks,
      sendNow,
      schedule,
      clientId,
    ],
  );

  return { run, modal };
}
