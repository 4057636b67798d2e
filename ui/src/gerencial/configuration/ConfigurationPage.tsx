import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENCARREGADO_NAME_MAX, PRIVACY_URL_MAX } from '@portal/contracts/privacy';
import { EMAIL_MAX_LENGTH } from '@portal/contracts/registry';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { formatWithMask } from '../../primitives/masks';
import { onlyDigits } from '../../domain/digits';
import { toast } from '../../primitives/toast';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useFormDraft } from '../session/useFormDraft';
import {
  useClientConfiguration,
  useUpdateClientConfiguration,
  type ConfigurationInput,
  type PortalConfiguration,
} from './api';
import { CONFIG } from './messages';
import { configurationSchema, type ConfigurationValues } from './schema';

const M = CONFIG;

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  /* The question takes its own line when the switch and its state no longer fit beside it
     (a phone, text enlarged to 200 %). */
  .toggle > label {
    flex-wrap: wrap;
  }
  .hint {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

type Values = ConfigurationValues;
type Toggle = 'coc_ativo_portal' | 'coc_avisos_automaticos';

const valuesOf = (config: PortalConfiguration): Values => ({
  coc_ativo_portal: config.coc_ativo_portal,
  coc_avisos_automaticos: config.coc_avisos_automaticos,
  coc_encarregado_nome: config.coc_encarregado_nome ?? '',
  coc_encarregado_email: config.coc_encarregado_email ?? '',
  coc_encarregado_telefone: config.coc_encarregado_telefone
    ? formatWithMask('phone', config.coc_encarregado_telefone)
    : '',
  coc_link_privacidade: config.coc_link_privacidade ?? '',
});

/** The form's values as the contract takes them: trimmed, a blank field null, the phone in digits. */
const inputOf = (values: Values): ConfigurationInput => ({
  coc_ativo_portal: values.coc_ativo_portal,
  coc_avisos_automaticos: values.coc_avisos_automaticos,
  coc_encarregado_nome: values.coc_encarregado_nome.trim() || null,
  coc_encarregado_email: values.coc_encarregado_email.trim() || null,
  coc_encarregado_telefone: onlyDigits(values.coc_encarregado_telefone) || null,
  coc_link_privacidade: values.coc_link_privacidade.trim() || null,
});

/** The toggles, the encarregado's fields and the buttons, once the configuration is at hand. */
function ConfigurationForm({
  config,
  reload,
}: {
  config: PortalConfiguration;
  /** Cancelar: the configuration again from the server (undefined when that failed). */
  reload: () => Promise<PortalConfiguration | undefined>;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(configurationSchema),
    defaultValues: valuesOf(config),
  });
  useFormDraft('gerencial.configuration', form);
  const update = useUpdateClientConfiguration();
  const [reloading, setReloading] = useState(false);
  const { isSubmitting, errors } = form.formState;
  const busy = isSubmitting || reloading;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update(config.coc_id, inputOf(values));
      form.reset(valuesOf(saved));
    } catch (error) {
      console.error('Configurações: falha ao salvar', error);
      toast.error(M.saveError);
      return;
    }
    toast.success(M.saved);
  });

  const cancel = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) form.reset(valuesOf(fresh));
    } finally {
      setReloading(false);
    }
  };

  /** One setting's switch (Ligado / Desligado), still while saving or reloading. */
  const toggle = (name: Toggle, question: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          checked={field.value}
          onChange={field.onChange}
          disabled={busy}
          onLabel={M.on}
          offLabel={M.off}
        >
          {question}
        </Switch>
      )}
    />
  );

  return (
    <Card onSubmit={submit} noValidate aria-label={M.title}>
      <h2 id="configuracao-filas">{M.queueSection}</h2>
      <div className="toggle">{toggle('coc_ativo_portal', M.question)}</div>
      <h2 id="configuracao-avisos">{M.noticesSection}</h2>
      <div className="toggle">
        {toggle('coc_avisos_automaticos', M.noticesQuestion)}
        <p className="hint">{M.noticesHint}</p>
      </div>
      <h2 id="configuracao-privacidade">{M.privacySection}</h2>
      <p className="hint" id="configuracao-privacidade-ajuda">
        {M.privacyHint}
      </p>
      <TextField
        label={M.officerName}
        maxLength={ENCARREGADO_NAME_MAX}
        autoComplete="off"
        readOnly={busy}
        {...form.register('coc_encarregado_nome')}
        error={errors.coc_encarregado_nome?.message}
      />
      <TextField
        label={M.officerEmail}
        type="email"
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="off"
        readOnly={busy}
        {...form.register('coc_encarregado_email')}
        error={errors.coc_encarregado_email?.message}
      />
      <TextField
        label={M.officerPhone}
        type="tel"
        mask="phone"
        autoComplete="off"
        readOnly={busy}
        {...form.register('coc_encarregado_telefone')}
        error={errors.coc_encarregado_telefone?.message}
      />
      <TextField
        label={M.privacyUrl}
        hint={M.privacyUrlHint}
        type="url"
        placeholder="https://"
        maxLength={PRIVACY_URL_MAX}
        readOnly={busy}
        {...form.register('coc_link_privacidade')}
        error={errors.coc_link_privacidade?.message}
      />
      <div className="actions">
        <Button type="submit" loading={isSubmitting} disabled={reloading}>
          {M.update}
        </Button>
        <Button
          variant="secondary"
          loading={reloading}
          disabled={isSubmitting}
          onClick={() => void cancel()}
        >
          {COMMON.cancel}
        </Button>
      </div>
    </Card>
  );
}

/**
 * /clientes/configuracoes: whether the portal shows the regulation queues (Ligado/Desligado),
 * whether an import tells patients when one of their requests changes status, and who the
 * encarregado pelo tratamento de dados pessoais is (the portal's /privacidade shows it). A
 * loader until the configuration arrives, its failure with a retry; Cancelar reloads it, Atualizar
 * saves it. The portal may take a while to follow (its caching), which the screen says.
 */
export function ConfigurationPage() {
  const { data, error, mutate } = useClientConfiguration();
  let body;
  if (error) {
    body = <ErrorState message={M.loadError} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = <PageLoader label="Carregando configurações..." />;
  } else {
    body = <ConfigurationForm config={data} reload={() => mutate()} />;
  }
  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Note>{M.cacheNote}</Note>
      {body}
    </>
  );
}

export default ConfigurationPage;
