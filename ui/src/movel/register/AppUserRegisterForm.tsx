import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { REGISTER_IMAGE_RULES } from '../../domain/files';
import { ControlledSelect } from '../../primitives/ControlledSelect';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { FileDrop } from '../../primitives/FileDrop';
import { PasswordField } from '../../primitives/PasswordField';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../../api/failureMessage';
import { useCivilStates, useCreateAppUser, useDependents } from '../api';
import { Grid, Submit } from './FormLayout';
import { REGISTER } from './messages';
import { ResultModal } from './ResultModal';
import {
  APP_USER_LABELS as L,
  appUserRegisterSchema,
  type AppUserRegisterValues,
  COUNTY_IBGE_CODE,
  toAppUserPayload,
} from './schema';

const GENDERS = [
  { value: 'm', label: 'Masculino' },
  { value: 'f', label: 'Feminino' },
  { value: 'x', label: 'Outro' },
];

/** The county choice: one fixed entry (spec). */
const COUNTIES = [{ value: COUNTY_IBGE_CODE, label: 'Mesquita - RJ' }];

const EMPTY: AppUserRegisterValues = {
  usu_nome_usuario: '',
  usu_email: '',
  usu_nome_mae: '',
  usu_nascimento: '',
  usu_cpf: '',
  usu_cep: '',
  usu_telefone: '',
  usu_cns: '',
  usu_genero: 'm',
  usu_id_estados_civis: '',
  usu_id_dependentes: '',
  usu_cod_ibge_municipio: COUNTY_IBGE_CODE,
  usu_senha: '',
  usu_senha_confirmation: '',
  usu_anexos: [],
};

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** The civil states and dependents offered by the backend (SearchCivilStates, SearchDependents). */
function useChoices() {
  return { civil: useCivilStates(), dependents: useDependents() };
}

/**
 * The app-user register form: every field required, CPF, e-mail, birth date, phone and password
 * checked, 1 to 4 jpeg/png images of at most 200 kB. Errors are shown beside each field and joined
 * in a toast; the outcome shows as 'Tudo certo!' or 'Oops...'.
 */
export function AppUserRegisterForm() {
  const createAppUser = useCreateAppUser();
  const schema = useMemo(() => appUserRegisterSchema(new Date()), []);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { civil, dependents } = useChoices();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = submitWithToast(form, async (values) => {
    try {
      await createAppUser(toAppUserPayload(values));
      form.reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', message: failureMessage(error) });
    }
  });

  const listHint = (failed: unknown, retry: () => void) =>
    failed ? (
      <>
        Não foi possível carregar as opções.{' '}
        <Button variant="ghost" size="sm" onClick={retry}>
          Tentar novamente
        </Button>
      </>
    ) : undefined;

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="titulo-cadastro">
        <h2 id="titulo-cadastro">Cadastro</h2>
        <Grid>
          <div className="wide">
            <TextField
              label={L.usu_nome_usuario}
              autoComplete="name"
              maxLength={90}
              required
              error={errors.usu_nome_usuario?.message}
              {...form.register('usu_nome_usuario')}
            />
          </div>
          <TextField
            label={L.usu_email}
            type="email"
            autoComplete="email"
            required
            error={errors.usu_email?.message}
            {...form.register('usu_email')}
          />
          <TextField
            label={L.usu_telefone}
            mask="phone"
            type="tel"
            autoComplete="tel-national"
            required
            error={errors.usu_telefone?.message}
            {...form.register('usu_telefone')}
          />
          <TextField
            label={L.usu_cpf}
            mask="cpf"
            maxLength={14}
            required
            error={errors.usu_cpf?.message}
            {...form.register('usu_cpf')}
          />
          <TextField
            label={L.usu_nascimento}
            mask="date"
            placeholder="DD/MM/AAAA"
            autoComplete="bday"
            required
            error={errors.usu_nascimento?.message}
            {...form.register('usu_nascimento')}
          />
          <div className="wide">
            <TextField
              label={L.usu_nome_mae}
              maxLength={90}
              required
              error={errors.usu_nome_mae?.message}
              {...form.register('usu_nome_mae')}
            />
          </div>
          <TextField
            label={L.usu_cns}
            mask="cns"
            required
            error={errors.usu_cns?.message}
            {...form.register('usu_cns')}
          />
          <TextField
            label={L.usu_cep}
            mask="cep"
            autoComplete="postal-code"
            required
            error={errors.usu_cep?.message}
            {...form.register('usu_cep')}
          />
          <ControlledSelect
            control={form.control}
            name="usu_id_estados_civis"
            label={L.usu_id_estados_civis}
            required
            hint={listHint(civil.error, () => void civil.mutate())}
            options={(civil.data ?? []).map((c) => ({
              value: String(c.ecv_id),
              label: c.ecv_nome,
            }))}
          />
          <ControlledSelect
            control={form.control}
            name="usu_id_dependentes"
            label={L.usu_id_dependentes}
            required
            hint={listHint(dependents.error, () => void dependents.mutate())}
            options={(dependents.data ?? []).map((d) => ({
              value: String(d.dep_id),
              label: d.dep_nome,
            }))}
          />
          <Controller
            control={form.control}
            name="usu_genero"
            render={({ field }) => (
              <RadioGroup
                label={L.usu_genero}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={GENDERS}
                error={errors.usu_genero?.message}
              />
            )}
          />
          <ControlledSelect
            control={form.control}
            name="usu_cod_ibge_municipio"
            label={L.usu_cod_ibge_municipio}
            required
            options={COUNTIES}
          />
          <PasswordField
            id="cadastro-senha"
            label={L.usu_senha}
            criteria="registration"
            required
            error={errors.usu_senha?.message}
            {...form.register('usu_senha')}
          />
          <PasswordField
            label={L.usu_senha_confirmation}
            autoComplete="new-password"
            required
            error={errors.usu_senha_confirmation?.message}
            {...form.register('usu_senha_confirmation')}
          />
          <div className="wide">
            <Controller
              control={form.control}
              name="usu_anexos"
              render={({ field }) => (
                <FileDrop
                  label="Imagens do documento (jpeg ou png, até 200 kB cada, no máximo 4)"
                  rules={REGISTER_IMAGE_RULES}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.usu_anexos?.message ?? errors.usu_anexos?.root?.message}
                  hint="jpeg ou png, até 200 kB"
                />
              )}
            />
          </div>
        </Grid>
        <Submit>
          <Button type="submit" loading={isSubmitting}>
            Cadastrar
          </Button>
        </Submit>
      </form>
      <ResultModal
        open={outcome?.kind === 'success'}
        title={REGISTER.successTitle}
        onClose={() => setOutcome(null)}
      >
        <p>
          Seu cadastro foi realizado. Agora é só baixar o aplicativo e entrar com seu CPF e senha.
        </p>
      </ResultModal>
      <ResultModal
        open={outcome?.kind === 'error'}
        title={REGISTER.errorTitle}
        onClose={() => setOutcome(null)}
      >
        <p>{outcome?.kind === 'error' ? outcome.message : ''}</p>
      </ResultModal>
    </>
  );
}
