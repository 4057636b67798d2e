import { useState } from 'react';
import { onlyDigits } from '../../domain/digits';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { TextAreaField, TextField } from '../../primitives/TextField';
import { useTalkToUs } from '../api';
import { Grid, Submit } from './FormLayout';
import { CONTACT, REGISTER } from './messages';
import { ResultModal } from './ResultModal';
import {
  CONTACT_DESCRIPTION_MAXLENGTH,
  CONTACT_LABELS as L,
  contactSchema,
  type ContactValues,
} from './schema';

const EMPTY: ContactValues = { fac_nome: '', fac_email: '', fac_telefone: '', fac_descricao: '' };

/**
 * 'Fale Conosco': name, e-mail, phone and a description (typed up to 90 characters; the validator
 * allows 3 to 140). Success says 'Tudo certo!'; a failure keeps the form and what was typed.
 */
export function ContactForm() {
  const talkToUs = useTalkToUs();
  const form = useZodForm(contactSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);

  const submit = submitWithToast(form, async (values) => {
    try {
      await talkToUs({ ...values, fac_telefone: onlyDigits(values.fac_telefone) });
      form.reset(EMPTY);
      setOutcome('success');
    } catch (error) {
      console.warn('Falha ao enviar o Fale Conosco', error);
      setOutcome('error');
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="titulo-contato">
        <h2 id="titulo-contato">{CONTACT.title}</h2>
        <Grid>
          <div className="wide">
            <TextField
              label={L.fac_nome}
              autoComplete="name"
              required
              error={errors.fac_nome?.message}
              {...form.register('fac_nome')}
            />
          </div>
          <TextField
            label={L.fac_email}
            type="email"
            autoComplete="email"
            required
            error={errors.fac_email?.message}
            {...form.register('fac_email')}
          />
          <TextField
            label={L.fac_telefone}
            mask="phone"
            type="tel"
            autoComplete="tel-national"
            required
            error={errors.fac_telefone?.message}
            {...form.register('fac_telefone')}
          />
          <div className="wide">
            <TextAreaField
              label={L.fac_descricao}
              maxLength={CONTACT_DESCRIPTION_MAXLENGTH}
              required
              error={errors.fac_descricao?.message}
              {...form.register('fac_descricao')}
            />
          </div>
        </Grid>
        <Submit>
          <Button type="submit" loading={isSubmitting}>
            Enviar
          </Button>
        </Submit>
      </form>
      <ResultModal
        open={outcome === 'success'}
        title={CONTACT.successTitle}
        onClose={() => setOutcome(null)}
      >
        <p>Recebemos a sua mensagem. Em breve entraremos em contato.</p>
      </ResultModal>
      <ResultModal
        open={outcome === 'error'}
        title={REGISTER.errorTitle}
        onClose={() => setOutcome(null)}
      >
        <p>{CONTACT.error}</p>
      </ResultModal>
    </>
  );
}
