import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import {
  INTEREST_ANSWER_LABEL,
  INTEREST_REASON_LABEL,
  INTEREST_REASONS,
} from '../../domain/interest';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { RadioGroup } from '../../primitives/RadioGroup';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextAreaField, TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { usePatientFormDraft } from '../session/formDraft';
import { useSession } from '../session/session';
import { useAnswerInterest } from './api';
import { INTEREST } from './messages';
import { interestAnswerFormSchema, type InterestQuestion } from './schema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .explain {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The draft key of the answer to one question (kept through a 401, see ../session/formDraft). */
export const interestDraftKey = (questionId: string) => `interesse.${questionId}`;

export interface InterestAnswerFormProps {
  question: InterestQuestion;
  /** After the backend confirmed the answer (the answered question). */
  onAnswered?: (question: InterestQuestion) => void;
  onCancel?: () => void;
  /** Renders the buttons elsewhere (a dialog's footer) when set: the form's id is passed. */
  formId?: string;
  hideActions?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * 'Sim, ainda preciso' or 'Não preciso mais' (with the reason, and a text for 'Outro motivo'), and
 * the phone and e-mail the account holds, to confirm or correct. What the patient typed stays when
 * sending fails; success is said only once the backend confirmed it.
 */
export function InterestAnswerForm({
  question,
  onAnswered,
  onCancel,
  formId,
  hideActions,
  onBusyChange,
}: InterestAnswerFormProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  const [busy, setBusy] = useState(false);
  const answerInterest = useAnswerInterest();
  const form = useZodForm(interestAnswerFormSchema, {
    defaultValues: {
      answer: question.answer ?? '',
      reason: question.reason ?? '',
      reasonText: question.reasonText ?? '',
      phone: question.contact.phone ?? '',
      email: question.contact.email ?? '',
    },
  });
  const owner = useSession()?.user.id;
  const keepOnExpiry = usePatientFormDraft(interestDraftKey(question.id), owner, form);
  const answer = form.watch('answer');
  const reason = form.watch('reason');
  const errors = form.formState.errors;
  const setBusyBoth = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };
  const submit = submitWithToast(form, async (values) => {
    setBusyBoth(true);
    try {
      const answered = await answerInterest(question.id, values);
      toast.success(INTEREST.sent);
      onAnswered?.(answered);
    } catch (failure) {
      keepOnExpiry(failure);
      toast.error(failureMessage(failure, INTEREST.sendFailed));
    } finally {
      setBusyBoth(false);
    }
  });

  return (
    <Form id={id} onSubmit={submit} noValidate aria-label={INTEREST.heading}>
      <p className="explain">{INTEREST.explain}</p>
      <Controller
        control={form.control}
        name="answer"
        render={({ field }) => (
          <RadioGroup
            label={INTEREST.answerLabel}
            name={`${id}-resposta`}
            orientation="vertical"
            required
            value={field.value || null}
            onChange={(value) => field.onChange(value)}
            error={errors.answer?.message}
            options={[
              { value: 'SIM', label: INTEREST_ANSWER_LABEL.SIM },
              { value: 'NAO', label: INTEREST_ANSWER_LABEL.NAO },
            ]}
          />
        )}
      />
      {answer === 'NAO' && (
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              label={INTEREST.reasonLabel}
              name={`${id}-motivo`}
              orientation="vertical"
              required
              value={field.value || null}
              onChange={(value) => field.onChange(value)}
              error={errors.reason?.message}
              options={INTEREST_REASONS.map((value) => ({
                value,
                label: INTEREST_REASON_LABEL[value],
              }))}
            />
          )}
        />
      )}
      {answer === 'NAO' && reason === 'OUTRO' && (
        <TextAreaField
          label={INTEREST.reasonTextLabel}
          required
          maxLength={200}
          error={errors.reasonText?.message}
          {...form.register('reasonText')}
        />
      )}
      <fieldset>
        <legend>{INTEREST.contactLegend}</legend>
        <TextField
          label={INTEREST.phoneLabel}
          mask="phone"
          inputMode="tel"
          autoComplete="tel-national"
          required
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={INTEREST.emailLabel}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </fieldset>
      {!hideActions && (
        <div className="actions">
          <Button type="submit" loading={busy}>
            {INTEREST.submit}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {INTEREST.cancel}
            </Button>
          )}
        </div>
      )}
    </Form>
  );
}
