import { useEffect, type FormEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { failureMessage } from '../../api/failureMessage';
import { Button } from '../../primitives/Button';
import { Combobox } from '../../primitives/Combobox';
import { LazyImageCropper } from '../../primitives/LazyImageCropper';
import { TextAreaField, TextField } from '../../primitives/TextField';
import type { Option } from '../../primitives/Listbox';
import { FormGrid } from '../shared/cards';
import { InfoTip } from '../shared/InfoTip';
import { NEWS } from './messages';
import type { NewsValues } from './newsForm';
import { NEWS_LIMITS } from './schema';

const M = NEWS;

/** A list the form needs (categories, cities): its options, or its failure and a retry. */
export interface OptionsRead {
  data?: Option[];
  error?: unknown;
  isLoading: boolean;
  retry: () => void;
}

function OptionsProblem({ read, text }: { read: OptionsRead; text: string }) {
  if (!read.error) return null;
  return (
    <p role="alert" style={{ margin: 0 }}>
      {failureMessage(read.error, text)}{' '}
      <Button size="sm" variant="secondary" onClick={read.retry}>
        Tentar novamente
      </Button>
    </p>
  );
}

export interface NewsFormProps {
  form: UseFormReturn<NewsValues>;
  stateClient: boolean;
  categories: OptionsRead;
  cities: OptionsRead;
  saving: boolean;
  /** Changes when the form is cleared, so the image picker forgets its own choice too. */
  resetCount: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** Opened from a card's 'Editar' (whose button left with its tab): the keyboard starts here. */
  focusTitle: boolean;
  onTitleFocused: () => void;
}

/** 'Cadastrar Notícia' / 'Editar Notícia': the fields, the 16:9 image picker and the buttons. */
export function NewsForm({
  form,
  stateClient,
  categories,
  cities,
  saving,
  resetCount,
  onSubmit,
  onCancel,
  focusTitle,
  onTitleFocused,
}: NewsFormProps) {
  const { errors } = form.formState;
  const [id, imagem, imagemAtual] = useWatch({
    control: form.control,
    name: ['id', 'imagem', 'imagemAtual'],
  });
  const editing = id !== null;

  useEffect(() => {
    if (!focusTitle) return;
    form.setFocus('titulo');
    onTitleFocused();
  }, [focusTitle, form, onTitleFocused]);

  return (
    <FormGrid noValidate onSubmit={onSubmit} aria-label={editing ? M.editTab : M.formTab}>
      <div className="intro">
        <InfoTip label={M.onlyInAppButton} text={M.onlyInApp} />
      </div>
      <TextField
        label="Título"
        required
        maxLength={NEWS_LIMITS.titleField.max}
        {...form.register('titulo')}
        error={errors.titulo?.message}
      />
      <TextField
        label="Link"
        type="url"
        required
        placeholder="https://"
        maxLength={NEWS_LIMITS.link.max}
        {...form.register('link')}
        error={errors.link?.message}
      />
      <Controller
        control={form.control}
        name="categoriaPrincipal"
        render={({ field, fieldState }) => (
          <Combobox
            label="Categoria principal"
            required
            options={categories.data ?? []}
            placeholder={categories.isLoading ? 'Carregando...' : 'Escolha a categoria'}
            // Nothing to choose from yet: what was typed would be matched against an empty list.
            disabled={categories.isLoading}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            touched={fieldState.isTouched}
            error={errors.categoriaPrincipal?.message}
          />
        )}
      />
      <OptionsProblem read={categories} text={M.categoriesFailed} />
      <TextAreaField
        label="Descrição"
        required
        maxLength={NEWS_LIMITS.descriptionField.max}
        {...form.register('descricao')}
        error={errors.descricao?.message}
      />
      <div className="pair">
        <TextField
          label="Data de publicação"
          required
          mask="date"
          placeholder="dd/mm/aaaa"
          {...form.register('dataPublicacao')}
          error={errors.dataPublicacao?.message}
        />
        <TextField
          label="Data de expiração"
          required
          mask="date"
          placeholder="dd/mm/aaaa"
          {...form.register('dataExpiracao')}
          error={errors.dataExpiracao?.message}
        />
      </div>
      {stateClient && (
        <>
          <Controller
            control={form.control}
            name="cidades"
            render={({ field, fieldState }) => (
              <Combobox
                multiple
                label="Cidades"
                required
                hint="Digite para buscar; escolha quantas cidades quiser."
                options={cities.data ?? []}
                placeholder={cities.isLoading ? 'Carregando...' : 'Buscar cidade'}
                disabled={cities.isLoading}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                touched={fieldState.isTouched}
                error={errors.cidades?.message}
              />
            )}
          />
          <OptionsProblem read={cities} text={M.citiesFailed} />
        </>
      )}
      {/* The form holds the image (a picked one at its default crop), so it survives leaving
          the tab and coming back, and saving needs no 'Recortar'. */}
      <LazyImageCropper
        key={resetCount}
        label={editing ? 'Imagem (opcional: escolha outra para trocar)' : 'Imagem'}
        value={imagem}
        currentUrl={imagemAtual || undefined}
        onChange={(image) =>
          form.setValue('imagem', image, { shouldValidate: form.formState.isSubmitted })
        }
        error={errors.imagem?.message}
      />
      <div className="buttons">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? 'Alterar' : 'Cadastrar'}
        </Button>
      </div>
    </FormGrid>
  );
}
