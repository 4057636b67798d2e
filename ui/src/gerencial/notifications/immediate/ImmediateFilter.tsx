import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { useZodForm } from '../../../forms/useZodForm';
import { Button } from '../../../primitives/Button';
import { SearchIcon } from '../../../primitives/icons';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { TextField } from '../../../primitives/TextField';
import { useFormDraft } from '../../session/useFormDraft';
import { InteractionPills } from '../InteractionPills';
import { defaultFilterValues } from './immediateQuery';
import { immediateFilterSchema, type ImmediateFilterValues } from './schema';

const Panel = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  .summary {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &[hidden] {
    display: none;
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export interface ImmediateFilterProps {
  names: ReadonlyMap<number, string>;
  /** A valid filter: the list is read again with it, even when it did not change. */
  onFilter: (values: ImmediateFilterValues) => void;
  /** What is listed now, shown beside the toggle while the panel is closed. */
  summary: string;
}

/**
 * The toggle panel of the sent list: Título, CPF, Nome, Data inicial, Data final (25 days back to
 * today) and the interaction pills 1–8. Each field shows its own message; Filtrar also puts every
 * message in one toast. The form stays mounted while closed, so nothing typed is lost.
 */
export function ImmediateFilter({ names, onFilter, summary }: ImmediateFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const schema = useMemo(() => immediateFilterSchema(), []);
  const defaults = useMemo(() => defaultFilterValues(), []);
  const form = useZodForm(schema, { defaultValues: defaults });
  useFormDraft('gerencial.notifications.imediato.filtro', form);
  const errors = form.formState.errors;
  const submit = submitWithToast(form, (values) => onFilter(values), {
    // A message in a closed panel would be out of sight.
    onInvalid: () => setOpen(true),
  });

  return (
    <Panel>
      <div className="bar">
        <Button
          variant="secondary"
          icon={<SearchIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Ocultar filtros' : 'Filtros'}
        </Button>
        {!open && <p className="summary">{summary}</p>}
      </div>
      <Form
        id={panelId}
        hidden={!open}
        role="search"
        aria-label="Filtrar notificações enviadas"
        noValidate
        onSubmit={submit}
      >
        <div className="fields">
          <TextField
            label="Título"
            maxLength={45}
            {...form.register('title')}
            error={errors.title?.message}
          />
          <TextField
            label="CPF"
            mask="cpf"
            inputMode="numeric"
            placeholder="000.000.000-00"
            {...form.register('cpf')}
            error={errors.cpf?.message}
          />
          <TextField
            label="Nome"
            maxLength={50}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <TextField
            label="Data inicial"
            mask="date"
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            {...form.register('startDate')}
            error={errors.startDate?.message}
          />
          <TextField
            label="Data final"
            mask="date"
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            {...form.register('endDate')}
            error={errors.endDate?.message}
          />
        </div>
        <Controller
          control={form.control}
          name="interactions"
          render={({ field }) => (
            <InteractionPills
              legend="Interações"
              names={names}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="buttons">
          <Button variant="secondary" onClick={() => form.reset(defaultFilterValues())}>
            Limpar
          </Button>
          <Button type="submit" icon={<SearchIcon />}>
            Filtrar
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
