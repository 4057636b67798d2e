import { z } from 'zod';
import { isValidUrl } from '../../domain/contact';
import {
  isDisplayDateRange,
  isTodayOrFutureDisplayDate,
  parseDisplayDate,
} from '../../domain/dates';
import {
  between,
  filled,
  ifFilled,
  maxLength,
  minLength,
  required,
  rule,
  text,
  whenFields,
} from '../../forms/rules';
import { lengthMessage, requiredMessage } from '../../messages/common';
import { GERENCIAL } from '../shared/messages';
import { NEWS } from './messages';

export const NEWS_LIMITS = {
  titleField: { min: 3, max: 90 },
  descriptionField: { min: 3, max: 150 },
  link: { min: 18, max: 200 },
  titleService: { min: 2, max: 60 },
  descriptionService: { min: 2, max: 999 },
  search: { min: 1, max: 70 },
} as const;

export interface NewsFormOptions {
  /** Editing skips the publication and expiration checks (spec). */
  editing: boolean;
  /** ESTADO clients must pick cities. */
  stateClient: boolean;
}

/** 'Cadastrar Notícia' / 'Editar Notícia', field level. Dates are DD/MM/YYYY. */
export const newsFormSchema = ({ editing, stateClient }: NewsFormOptions) =>
  z
    .object({
      titulo: text(
        required('Título'),
        between(NEWS_LIMITS.titleField.min, NEWS_LIMITS.titleField.max, lengthMessage(3, 90)),
      ),
      link: text(
        required('Link'),
        between(NEWS_LIMITS.link.min, NEWS_LIMITS.link.max, lengthMessage(18, 200)),
        rule(isValidUrl, GERENCIAL.invalidUrl),
      ),
      categoriaPrincipal: text(required('Categoria principal')),
      descricao: text(
        required('Descrição'),
        between(
          NEWS_LIMITS.descriptionField.min,
          NEWS_LIMITS.descriptionField.max,
          lengthMessage(3, 150),
        ),
      ),
      dataPublicacao: editing
        ? z.string()
        : text(rule((v) => parseDisplayDate(v) !== null, NEWS.publicationInvalid)),
      // Left empty it says so, rather than waiting for a valid publication date to compare with.
      dataExpiracao: editing ? z.string() : text(required('Data de expiração')),
      cidades: z
        .array(z.string())
        .refine((cities) => !stateClient || cities.length > 0, requiredMessage('Cidades')),
    })
    .refine(
      (v) =>
        editing ||
        parseDisplayDate(v.dataPublicacao) === null ||
        !v.dataExpiracao.trim() ||
        isDisplayDateRange(v.dataPublicacao, v.dataExpiracao),
      {
        message: NEWS.expirationBeforePublication,
        path: ['dataExpiracao'],
        when: whenFields('dataPublicacao', 'dataExpiracao'),
      },
    );
export type NewsFormValues = z.input<ReturnType<typeof newsFormSchema>>;

/** The news service's own checks on save (stricter title, looser description; see the spec). */
export const newsServiceSchema = ({
  creating,
  now = new Date(),
}: {
  creating: boolean;
  now?: Date;
}) =>
  z
    .object({
      titulo: text(
        filled(NEWS.titleRequired),
        minLength(NEWS_LIMITS.titleService.min, lengthMessage(2, 60)),
        maxLength(NEWS_LIMITS.titleService.max, NEWS.titleTooLong),
      ),
      descricao: text(
        required('Descrição'),
        between(
          NEWS_LIMITS.descriptionService.min,
          NEWS_LIMITS.descriptionService.max,
          lengthMessage(2, 999),
        ),
      ),
      link: text(ifFilled(rule(isValidUrl, NEWS.linkInvalid))),
      // The contract accepts past publication dates on update: a published item keeps its date.
      dataPublicacao: creating
        ? text(rule((v) => isTodayOrFutureDisplayDate(v, now), NEWS.publicationPast))
        : text(rule((v) => parseDisplayDate(v) !== null, NEWS.publicationInvalid)),
      dataExpiracao: z.string(),
      imagem: z.unknown().optional(),
    })
    .refine((v) => !creating || Boolean(v.imagem), {
      message: NEWS.imageRequired,
      path: ['imagem'],
      when: whenFields('titulo'),
    })
    .refine(
      (v) =>
        parseDisplayDate(v.dataPublicacao) === null ||
        isDisplayDateRange(v.dataPublicacao, v.dataExpiracao),
      {
        message: NEWS.expirationBefore,
        path: ['dataExpiracao'],
        when: whenFields('dataPublicacao', 'dataExpiracao'),
      },
    );

/** News search by title: 1 to 70 characters. */
export const newsSearchSchema = z.object({
  text: text(between(NEWS_LIMITS.search.min, NEWS_LIMITS.search.max, lengthMessage(1, 70))),
});
