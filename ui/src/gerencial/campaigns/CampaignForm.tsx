import { useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { STATUS_LABELS, REQUEST_STATUSES } from '../../domain/queue';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import { ErrorState } from '../../primitives/EmptyState';
import { RefreshIcon } from '../../primitives/icons';
import { NativeSelect } from '../../primitives/NativeSelect';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { useFormDraft } from '../session/useFormDraft';
import {
  useCampaignOptions,
  useCampaignProcedures,
  useCampaignReach,
  useSendCampaign,
} from './api';
import { CAMPAIGNS } from './messages';
import { campaignFilterSchema, DEFAULT_FILTERS, type CampaignFilterValues } from './schema';

const M = CAMPAIGNS;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  .reach {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .reach p {
    margin: 0;
    flex: 1 1 16rem;
    min-width: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(3)};
  }
  .result {
    margin: 0;
    flex: 1 1 16rem;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .result[data-kind='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  /* A select with its retry below it: the select as wide as its column. */
  .retry {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  .retry > button {
    justify-self: start;
  }
`;

type SendResult = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * The campaign's filters, their reach (read again as they change, and announced), and 'Enviar
 * pergunta': a confirmation that says who gets the question, then the send. Success only after the
 * server created the campaign; a failure says the server's words and keeps every filter.
 */
export function CampaignForm() {
  const ids = useId();
  const reachId = `${ids}-alcance`;
  const form = useZodForm(campaignFilterSchema, {
    defaultValues: DEFAULT_FILTERS,
    mode: 'onChange',
  });
  useFormDraft('gerencial.campaigns.filtros', form);
  const values = useWatch({ control: form.control }) as CampaignFilterValues;
  const parsed = campaignFilterSchema.safeParse(values);
  const { reach, error, loading, refresh } = useCampaignReach(parsed.success ? parsed.data : null);
  const { services, units } = useCampaignOptions();
  const procedures = useCampaignProcedures(values.service ?? '');
  const send = useSendCampaign();
  const { confirm, modal } = useConfirm();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [result, setResult] = useState<SendResult>(null);
  const errors = form.formState.errors;

  const submit = submitWithToast(form, async (filters) => {
    if (sendingRef.current || !reach || reach.reachable + reach.unreachable === 0) return;
    sendingRef.current = true;
    try {
      const confirmed = await confirm({
        title: M.confirmTitle(reach.reachable),
        content: M.confirmContent(reach),
        confirmLabel: M.send,
        cancelLabel: M.confirmCancel,
      });
      if (!confirmed) return;
      setSending(true);
      setResult(null);
      try {
        const campaign = await send(filters);
        const text = M.sent(campaign);
        setResult({ kind: 'sent', text });
        toast.success(text);
      } catch (failure) {
        const text = failureMessage(failure, M.sendFailed);
        setResult({ kind: 'failed', text: `${text} ${M.filtersKept}` });
        toast.error(text);
      } finally {
        // Who was already asked changed (or may have): the reach is read again.
        refresh();
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  });

  if (!services.data) {
    if (services.error)
      return (
        <ErrorState
          message={failureMessage(services.error, M.optionsFailed)}
          onRetry={() => void services.mutate()}
        />
      );
  }

  let reachText: string = M.reachPrompt;
  if (values.service && !parsed.success)
    reachText = parsed.error.issues[0]?.message ?? M.reachPrompt;
  else if (values.service && reach) reachText = M.reach(reach);
  else if (values.service && error) reachText = failureMessage(error, M.reachFailed);
  else if (loading) reachText = M.reachLoading;
  const canSend = Boolean(reach && !loading && reach.reachable + reach.unreachable > 0);

  const optionsHint = (read: { data?: unknown; error?: unknown }) =>
    read.error ? M.optionsFailed : read.data ? undefined : M.optionsLoading;

  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={M.formLabel}>
        <div className="fields">
          <Controller
            control={form.control}
            name="service"
            render={({ field }) => (
              <NativeSelect
                label={M.service}
                name={field.name}
                options={(services.data ?? []).map((s) => ({ value: s.value, label: s.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  // The procedures are the new service's: the old choice goes.
                  form.setValue('procedure', '');
                }}
                hint={optionsHint(services)}
                error={errors.service?.message}
              />
            )}
          />
          <div className="retry">
            <Controller
              control={form.control}
              name="procedure"
              render={({ field }) => (
                <NativeSelect
                  label={M.procedure}
                  name={field.name}
                  options={(procedures.data ?? []).map((p) => ({
                    value: p.procedimento,
                    label: p.procedimento,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={values.service ? M.allProcedures : M.chooseServiceFirst}
                  disabled={!values.service}
                  hint={
                    procedures.error
                      ? M.proceduresFailed
                      : values.service && !procedures.data
                        ? M.optionsLoading
                        : undefined
                  }
                />
              )}
            />
            {procedures.error && (
              <Button variant="ghost" size="sm" onClick={() => void procedures.mutate()}>
                Tentar novamente
              </Button>
            )}
          </div>
          <div className="retry">
            <Controller
              control={form.control}
              name="unit"
              render={({ field }) => (
                <NativeSelect
                  label={M.unit}
                  name={field.name}
                  options={(units.data ?? []).map((u) => ({
                    value: u.nome_unidade_saude,
                    label: u.nome_unidade_saude,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={M.allUnits}
                  hint={optionsHint(units)}
                />
              )}
            />
            {units.error && (
              <Button variant="ghost" size="sm" onClick={() => void units.mutate()}>
                Tentar novamente
              </Button>
            )}
          </div>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <NativeSelect
                label={M.status}
                name={field.name}
                options={REQUEST_STATUSES.map((status) => ({
                  value: status,
                  label: STATUS_LABELS[status],
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.status?.message}
              />
            )}
          />
          <TextField
            label={M.minDays}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            filter={(value) => value.replace(/\D/g, '')}
            {...form.register('minDays')}
            error={errors.minDays?.message}
          />
        </div>
        <div className="reach">
          <p id={reachId} role="status" aria-atomic="true" data-testid="campaign-reach">
            {reachText}
          </p>
          {Boolean(error) && !loading && (
            <Button size="sm" variant="secondary" icon={<RefreshIcon />} onClick={refresh}>
              Tentar novamente
            </Button>
          )}
        </div>
        <div className="actions">
          {result && (
            <p
              className="result"
              data-kind={result.kind}
              role={result.kind === 'failed' ? 'alert' : undefined}
              data-testid="campaign-send-result"
            >
              {result.text}
            </p>
          )}
          <Button
            type="submit"
            loading={sending}
            disabled={!canSend && !sending}
            aria-describedby={reachId}
          >
            {M.send}
          </Button>
        </div>
      </Form>
      {modal}
    </>
  );
}
