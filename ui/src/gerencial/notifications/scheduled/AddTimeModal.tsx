import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../../api/failureMessage';
import { displayDateToApi, isCompleteDisplayDate } from '../../../domain/dates';
import { availableHourSlots } from '../../../domain/schedule';
import { addTimeSchema } from '../../../forms/gerencial';
import { COMMON } from '../../../messages/common';
import { GERENCIAL } from '../../../messages/gerencial';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { Select } from '../../../primitives/Select';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { TextField } from '../../../primitives/TextField';
import { toast } from '../../../primitives/toast';
import { useFormDraft } from '../../session/useFormDraft';
import { useAddTime } from './api';

const M = GERENCIAL.notifications;
const L = GERENCIAL.scheduledList;

type Values = z.input<ReturnType<typeof addTimeSchema>>;

/**
 * Add time, with the send form's rules: a valid date, an hour from the fixed slots (for today only
 * those still ahead) with at least one hour of notice; the new time is always type 3 (agendado).
 */
export function AddTimeModal({ nodId, onClose }: { nodId: number; onClose: () => void }) {
  const formId = useId();
  const form = useForm<Values>({
    // The notice is measured at submit time, not when the modal opened.
    resolver: (values, context, options) =>
      zodResolver(addTimeSchema(new Date()))(values, context, options),
    defaultValues: { date: '', hour: '' },
  });
  useFormDraft('gerencial.notifications.scheduled.addTime', form);
  const add = useAddTime();
  const sending = useRef(false);
  const { errors, isSubmitting } = form.formState;
  const date = form.watch('date');
  const dateReady = isCompleteDisplayDate(date);
  const slots = useMemo(() => (dateReady ? availableHourSlots(date) : []), [date, dateReady]);

  const submit = submitWithToast(form, async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await add(nodId, displayDateToApi(values.date) ?? values.date, values.hour);
    } catch (error) {
      toast.error(failureMessage(error, M.error));
      return;
    } finally {
      sending.current = false;
    }
    toast.success(M.timeAdded);
    onClose();
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={L.addTime}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {L.add}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem' }}>
        <TextField
          label={L.date}
          mask="date"
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          required
          error={errors.date?.message}
          {...form.register('date', {
            onChange: () => {
              const hour = form.getValues('hour');
              const next = form.getValues('date');
              if (hour && !availableHourSlots(next).includes(hour)) form.setValue('hour', '');
            },
          })}
        />
        <Controller
          control={form.control}
          name="hour"
          render={({ field }) => (
            <Select
              label={L.hour}
              options={slots.map((slot) => ({ value: slot, label: slot }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={!dateReady || slots.length === 0}
              hint={!dateReady ? L.pickDateFirst : slots.length === 0 ? L.noSlots : undefined}
              error={errors.hour?.message}
            />
          )}
        />
      </form>
    </Modal>
  );
}
