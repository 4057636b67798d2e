import { useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { DATA_REQUEST_LIMITS } from '@portal/contracts/dataSubject';
import { failureMessage } from '../../api/failureMessage';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { RadioGroup } from '../../primitives/RadioGroup';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextAreaField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { useAnswerDataRequest } from './api';
import { DATA_REQUESTS } from './messages';
import { answerFormSchema, type StaffDataRequest } from './schema';

const M = DATA_REQUESTS;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, 40rem);
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface AnswerFormProps {
  request: StaffDataRequest;
  /** After the backend confirmed the answer. */
  onAnswered: (request: StaffDataRequest) => void;
  onCancel: () => void;
}

/**
 * 'Atendida' or 'Recusada' and the text the patient reads. Sent once; what staff wrote stays when
 * sending fails (a request someone else answered first says so, and the list shows that answer).
 */
export function AnswerForm({ request, onAnswered, onCancel }: AnswerFormProps) {
  const answer = useAnswerDataRequest();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(answerFormSchema, { defaultValues: { status: '', answer: '' } });
  const errors = form.formState.errors;
  const submit = submitWithToast(form, async (values) => {
    if (busy || !values.status) return;
    setBusy(true);
    setFailure(null);
    try {
      const answered = await answer(request.id, { status: values.status, answer: values.answer });
      toast.success(M.sent);
      onAnswered(answered);
    } catch (error) {
      const text = failureMessage(error, M.sendFailed);
      toast.error(text);
      setFailure(text === M.sendFailed ? text : `${text} ${M.sendFailed}`);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={M.answerHeading(request.id)}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <RadioGroup
            label={M.statusLabel}
            name={`resultado-${request.id}`}
            orientation="vertical"
            required
            value={field.value || null}
            onChange={(value) => field.onChange(value)}
            error={errors.status?.message}
            options={[
              { value: 'atendida', label: M.done },
              { value: 'recusada', label: M.refused },
            ]}
          />
        )}
      />
      <TextAreaField
        label={M.answerLabel}
        hint={M.answerHint}
        required
        maxLength={DATA_REQUEST_LIMITS.answer}
        error={errors.answer?.message}
        {...form.register('answer')}
      />
      {failure && (
        <p role="alert" data-testid="answer-failure">
          {failure}
        </p>
      )}
      <div className="actions">
        <Button type="submit" loading={busy}>
          {M.send}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {M.close}
        </Button>
      </div>
    </Form>
  );
}
