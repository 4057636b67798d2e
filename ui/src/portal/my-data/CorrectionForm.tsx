import { useState } from 'react';
import styled from 'styled-components';
import { DATA_REQUEST_LIMITS } from '@portal/contracts/dataSubject';
import { failureMessage } from '../../api/failureMessage';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextAreaField, TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { usePatientFormDraft } from '../session/formDraft';
import { useSession } from '../session/session';
import { useFileDataRequest } from './api';
import { MY_DATA } from './messages';
import { correctionFormSchema } from './schema';

const C = MY_DATA.correction;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, 40rem);
`;

/**
 * 'Pedir correção': which data is wrong and its correct value. Sent only when both are given; what
 * the patient typed stays when sending fails (through a 401 too), and is cleared once the backend
 * confirmed it.
 */
export function CorrectionForm() {
  const file = useFileDataRequest();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useZodForm(correctionFormSchema, {
    defaultValues: { fields: '', correction: '' },
  });
  // A 401 as the patient sends: what they typed comes back once they log in again.
  const keepOnExpiry = usePatientFormDraft('meus-dados.correcao', useSession()?.user.id, form);
  const errors = form.formState.errors;
  const submit = submitWithToast(form, async (values) => {
    setBusy(true);
    setResult(null);
    try {
      await file({ kind: 'correcao', ...values });
      toast.success(C.sent);
      setResult({ ok: true, text: C.sent });
      form.reset();
    } catch (error) {
      keepOnExpiry(error);
      const text = failureMessage(error, C.failed);
      toast.error(text);
      setResult({ ok: false, text: text === C.failed ? text : `${text} ${C.failed}` });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="meus-dados-correcao">
      <TextField
        label={C.fieldsLabel}
        hint={C.fieldsHint}
        required
        maxLength={DATA_REQUEST_LIMITS.fields}
        error={errors.fields?.message}
        {...form.register('fields')}
      />
      <TextAreaField
        label={C.valueLabel}
        required
        maxLength={DATA_REQUEST_LIMITS.correction}
        error={errors.correction?.message}
        {...form.register('correction')}
      />
      <div>
        <Button type="submit" loading={busy}>
          {C.submit}
        </Button>
      </div>
      <div role={result && !result.ok ? 'alert' : 'status'} data-testid="correction-result">
        {result && <p>{result.text}</p>}
      </div>
    </Form>
  );
}
