import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { isCompleteMaskedCpf } from '../../../domain/cpf';
import { displayDateToApi, isCompleteDisplayDate } from '../../../domain/dates';
import { onlyDigits } from '../../../domain/digits';
import { Button } from '../../../primitives/Button';
import { SearchIcon } from '../../../primitives/icons';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { TextField } from '../../../primitives/TextField';
import { useFormDraft } from '../../session/useFormDraft';
import { InteractionPills } from '../InteractionPills';
import { IMMEDIATE_FILTER, SEND_FORM } from '../messages';
import type { ScheduledFilter } from './api';
import { SCHEDULED_LIST } from './messages';

const L = SCHEDULED_LIST;
const S = SEND_FORM;
const F = IMMEDIATE_FILTER;

const optional = (rule: (v: string) => boolean) => (v: string) => !v.trim() || rule(v.trim());
const schema = z.object({
  title: z.string().refine(
    optional((v) => v.length >= 3 && v.length <= 45),
    L.filterTitleLength,
  ),
  cpf: z.string().refine(optional(isCompleteMaskedCpf), S.cpfInvalid),
  name: z.string().refine(
    optional((v) => v.length >= 3 && v.length <= 50),
    L.filterNameLength,
  ),
  date: z.string().refine(optional(isCompleteDisplayDate), F.invalidDate),
  hour: z.string().refine(
    optional((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v)),
    S.wrongDate,
  ),
  interactions: z.array(z.number()),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { title: '', cpf: '', name: '', date: '', hour: '', interactions: [] };

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The values as the calls send them: CPF digits, yyyy-MM-dd date, trimmed texts. */
function toFilter(v: Values): ScheduledFilter {
  return {
    ...(v.title.trim() ? { title: v.title.trim() } : {}),
    ...(v.cpf.trim() ? { cpf: onlyDigits(v.cpf) } : {}),
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    ...(v.date.trim() ? { date: displayDateToApi(v.date) ?? undefined } : {}),
    ...(v.hour.trim() ? { hour: v.hour.trim() } : {}),
    ...(v.interactions.length ? { interactions: [...v.interactions].sort() } : {}),
  };
}

/** 'Filtros': a toggle panel with Título, CPF, Nome, Data, Hora and the interaction pills. */
export function FilterPanel({
  names,
  onApply,
}: {
  names: ReadonlyMap<number, string>;
  onApply: (filter: ScheduledFilter) => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useFormDraft('gerencial.notifications.scheduled.filter', form, {
    onRestore: () => setOpen(true),
  });
  const { errors } = form.formState;
  const submit = submitWithToast(form, (values) => onApply(toFilter(values)));
  const clear = () => {
    form.reset(EMPTY);
    onApply({});
  };

  return (
    <div>
      <Button
        variant="secondary"
        icon={<SearchIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {L.filters}
      </Button>
      <div id={panelId} hidden={!open} style={{ marginTop: '0.75rem' }}>
        <Panel onSubmit={submit} noValidate aria-label={L.filters}>
          <div className="fields">
            <TextField
              label={L.filterTitle}
              maxLength={45}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label={L.filterCpf}
              mask="cpf"
              inputMode="numeric"
              error={errors.cpf?.message}
              {...form.register('cpf')}
            />
            <TextField
              label={L.filterName}
              maxLength={50}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label={L.filterDate}
              mask="date"
              inputMode="numeric"
              placeholder="dd/mm/aaaa"
              error={errors.date?.message}
              {...form.register('date')}
            />
            <TextField
              label={L.filterHour}
              mask="time"
              inputMode="numeric"
              placeholder="hh:mm"
              error={errors.hour?.message}
              {...form.register('hour')}
            />
          </div>
          <Controller
            control={form.control}
            name="interactions"
            render={({ field }) => (
              <InteractionPills
                legend={L.filterInteractions}
                names={names}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <div className="buttons">
            <Button type="submit">{L.filterApply}</Button>
            <Button variant="secondary" onClick={clear}>
              {L.filterClear}
            </Button>
          </div>
        </Panel>
      </div>
    </div>
  );
}
