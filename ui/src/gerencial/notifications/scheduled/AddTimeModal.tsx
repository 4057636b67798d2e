import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { displayDateToApi, isCompleteDisplayDate } from '../../../domain/dates';
import { availableHourSlots } from '../../../domain/schedule';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { useFormDraft } from '../../session/useFormDraft';
import { NOTIFICATIONS } from '../messages';
import { addTimeSchema } from '../schema';
import { useAddTime } from './api';
import { SCHEDULED_LIST } from './messages';
import { ScheduledFormModal, useConfirmedSubmit } from './ScheduledFormModal';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

type Values = z.input<ReturnType<typeof addTimeSchema>>;

/**
 * Add time, with the send form's rules: a valid date, an hour from the fixed slots (for today only
 * those still ahead) with at least one hour of notice; the new time is always type 3 (agendado).
 */
export function AddTimeModal({ nodId, onClose }: { nodId: number; onClose: () => void }) {
  const form = useForm<Values>({
    // The notice is measured at submit time, not when the modal opened.
    resolver: (values, context, options) =>
      zodResolver(addTimeSchema(new Date()))(values, context, options),
    defaultValues: { date: '', hour: '' },
  });
  useFormDraft('gerencial.notifications.scheduled.addTime', form);
  const add = useAddTime();
  const { errors, isSubmitting } = form.formState;
  const date = form.watch('date');
  const dateReady = isCompleteDisplayDate(date);
  const slots = useMemo(() => (dateReady ? availableHourSlots(date) : []), [date, dateReady]);

  const submit = useConfirmedSubmit(
    form,
    (values) => add(nodId, displayDateToApi(values.date) ?? values.date, values.hour),
    { success: M.timeAdded, onClose },
  );

  return (
    <ScheduledFormModal
      title={L.addTime}
      submitLabel={L.add}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </ScheduledFormModal>
  );
}
