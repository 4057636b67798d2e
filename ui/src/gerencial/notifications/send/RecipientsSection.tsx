import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { Button, IconButton } from '../../../primitives/Button';
import { AlertIcon, PlusIcon, TrashIcon } from '../../../primitives/icons';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';
import { addCpfSchema } from '../schema';
import { cpfLabel, type SendOutput, type SendValues } from './sendForm';
import { Chips, Section } from './sendStyles';
import { SEND_TEXTS as T } from './sendTexts';

/** Why the server's check marked a CPF. */
export type CpfMark = 'nonexistent' | 'disabled';

export interface RecipientsSectionProps {
  form: UseFormReturn<SendValues, unknown, SendOutput>;
  /** CPFs (digits) marked by the last check, and why. */
  marks: ReadonlyMap<string, CpfMark>;
  announce: (message: string) => void;
  /** 'Todos' chosen: the CPF data is cleared, and so are the marks. */
  onAll: () => void;
}

/**
 * 'Destinatários': 'Todos' (every active CPF; clears the CPF data) or 'CPF': the CPF
 * (###.###.###-##), Adicionar, and the CPFs added; a marked one says why, in words.
 */
export function RecipientsSection({ form, marks, announce, onAll }: RecipientsSectionProps) {
  const mode = useWatch({ control: form.control, name: 'receiverMode' });
  return (
    <Section>
      <legend>{T.recipients}</legend>
      <Controller
        control={form.control}
        name="receiverMode"
        render={({ field }) => (
          <RadioGroup
            label={T.sendTo}
            options={[
              { value: '1', label: T.all },
              { value: '0', label: T.cpf },
            ]}
            value={field.value}
            onChange={(value) => {
              field.onChange(value === '1' ? '1' : '0');
              if (value === '1') {
                form.setValue('cpf', '');
                form.setValue('cpfs', []);
                form.clearErrors(['cpf', 'cpfs']);
                onAll();
              }
            }}
          />
        )}
      />
      {mode === '0' && <CpfList form={form} marks={marks} announce={announce} />}
    </Section>
  );
}

/** The CPF (###.###.###-##), Adicionar, and the CPFs added; a marked one says why, in words. */
function CpfList({ form, marks, announce }: Omit<RecipientsSectionProps, 'onAll'>) {
  const { errors } = form.formState;
  const cpf = useWatch({ control: form.control, name: 'cpf' });
  const cpfs = useWatch({ control: form.control, name: 'cpfs' });

  const add = () => {
    form.clearErrors('cpf');
    // Masked as the field shows it, even if a script filled the digits past the mask.
    const checked = addCpfSchema.safeParse({ cpf: formatCpf(cpf) });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      form.setError('cpf', { type: 'custom', message }, { shouldFocus: true });
      return;
    }
    const digits = onlyDigits(cpf);
    if (cpfs.some((c) => c.cpf === digits)) {
      form.setError('cpf', { type: 'custom', message: T.duplicateCpf }, { shouldFocus: true });
      return;
    }
    form.setValue('cpfs', [...cpfs, { cpf: digits, isRed: false }], {
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('cpf', '');
    announce(T.cpfAdded(cpfLabel(digits)));
  };

  const remove = (digits: string) => {
    form.setValue(
      'cpfs',
      cpfs.filter((c) => c.cpf !== digits),
      { shouldValidate: form.formState.isSubmitted },
    );
    announce(T.cpfRemoved(cpfLabel(digits)));
  };

  const listError = errors.cpfs?.message ?? errors.cpfs?.root?.message;
  return (
    <>
      <div className="row">
        <TextField
          label={T.cpf}
          mask="cpf"
          placeholder="000.000.000-00"
          autoComplete="off"
          error={errors.cpf?.message}
          {...form.register('cpf')}
          onKeyDown={(event) => {
            // Enter adds the CPF instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button className="add" variant="secondary" icon={<PlusIcon />} onClick={add}>
          {T.add}
        </Button>
      </div>
      {cpfs.length > 0 && (
        <Chips aria-label={T.cpfs}>
          {cpfs.map(({ cpf: digits }) => {
            const mark = marks.get(digits);
            return (
              <li key={digits} data-marked={mark ? '' : undefined}>
                <span>{cpfLabel(digits)}</span>
                {mark && (
                  <span className="mark">
                    <AlertIcon />
                    {mark === 'nonexistent' ? T.unknownMark : T.disabledMark}
                  </span>
                )}
                <IconButton
                  size="sm"
                  label={T.removeCpf(cpfLabel(digits))}
                  onClick={() => remove(digits)}
                >
                  <TrashIcon />
                </IconButton>
              </li>
            );
          })}
        </Chips>
      )}
      {listError && (
        <p className="list-error" role="alert">
          {listError}
        </p>
      )}
    </>
  );
}
