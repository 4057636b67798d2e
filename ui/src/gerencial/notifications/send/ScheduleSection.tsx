import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { displayDateToApi, isCompleteDisplayDate } from '../../../domain/dates';
import { offeredHourSlots } from '../../../domain/offeredHourSlots';
import { Button, IconButton } from '../../../primitives/Button';
import { PlusIcon, TrashIcon } from '../../../primitives/icons';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { addTimeSchema } from '../schema';
import { scheduleLabel, withEntry, type SendOutput, type SendValues } from './sendForm';
import { Chips, Section } from './sendStyles';
import { SEND_TEXTS as T } from './sendTexts';

export interface ScheduleSectionProps {
  form: UseFormReturn<SendValues, unknown, SendOutput>;
  clock: () => Date;
  announce: (message: string) => void;
}

/**
 * 'Frequência': a date (##/##/####), an hour among the slots that can still be scheduled for it
 * (enabled once the date is complete and real), Adicionar, and the dates added, each removable.
 */
export function ScheduleSection({ form, clock, announce }: ScheduleSectionProps) {
  const { errors } = form.formState;
  const date = useWatch({ control: form.control, name: 'date' });
  const hour = useWatch({ control: form.control, name: 'hour' });
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const dateReady = isCompleteDisplayDate(date);
  const slots = useMemo(
    () => (dateReady ? offeredHourSlots(date, clock()) : []),
    [date, dateReady, clock],
  );

  // An hour chosen for another date may not be offered for this one. While the date is being
  // retyped the hour stays, so Adicionar can say the date is wrong.
  useEffect(() => {
    if (dateReady && hour && !slots.includes(hour)) form.setValue('hour', '');
  }, [dateReady, slots, hour, form]);

  const add = () => {
    form.clearErrors(['date', 'hour']);
    const checked = addTimeSchema(clock()).safeParse({ date, hour });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'hour' ? 'hour' : 'date';
        form.setError(field, { type: 'custom', message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    const entry = { date, date_db: displayDateToApi(date) ?? '', hour };
    if (schedule.some((s) => s.date_db === entry.date_db && s.hour === entry.hour)) {
      form.setError('hour', { type: 'custom', message: T.duplicateDate });
      return;
    }
    form.setValue('schedule', withEntry(schedule, entry), {
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('hour', '');
    announce(T.dateAdded(scheduleLabel(entry)));
  };

  const remove = (index: number) => {
    const entry = schedule[index];
    if (!entry) return;
    form.setValue(
      'schedule',
      schedule.filter((_, i) => i !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
    announce(T.dateRemoved(scheduleLabel(entry)));
  };

  const listError = errors.schedule?.message ?? errors.schedule?.root?.message;
  return (
    <Section>
      <legend>{T.frequency}</legend>
      <div className="row">
        <TextField
          label={T.date}
          mask="date"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          error={errors.date?.message}
          {...form.register('date')}
          onKeyDown={(event) => {
            // Enter adds the date instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Controller
          control={form.control}
          name="hour"
          render={({ field }) => (
            <Select
              label={T.hour}
              options={slots.map((slot) => ({ value: slot, label: slot }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              placeholder="hh:mm"
              disabled={!dateReady}
              hint={!dateReady ? T.hourHint : slots.length === 0 ? T.noHourLeft : undefined}
              error={errors.hour?.message}
            />
          )}
        />
        <Button className="add" variant="secondary" icon={<PlusIcon />} onClick={add}>
          {T.add}
        </Button>
      </div>
      {schedule.length > 0 && (
        <Chips aria-label={T.dates}>
          {schedule.map((entry, index) => (
            <li key={`${entry.date_db} ${entry.hour}`}>
              <span>{scheduleLabel(entry)}</span>
              <IconButton
                size="sm"
                label={T.removeDate(scheduleLabel(entry))}
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </Chips>
      )}
      {listError && (
        <p className="list-error" role="alert">
          {listError}
        </p>
      )}
    </Section>
  );
}
