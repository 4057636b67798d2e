import { z } from 'zod';
import { isStaffLogin } from '@portal/contracts/staffLogin';
import { isValidName, isValidUrl, NAME_MAX, NAME_MIN } from '../domain/contact';
import { cleanCpfList, isCompleteMaskedCpf, isValidCpf } from '../domain/cpf';
import {
  isCompleteDisplayDate,
  isDisplayDateRange,
  isTodayOrFutureDisplayDate,
  isTodayOrPastDisplayDate,
  parseDisplayDate,
} from '../domain/dates';
import { isStrongPassword } from '../domain/password';
import { hasOneHourNotice } from '../domain/schedule';
import { lengthMessage, requiredMessage } from '../messages/common';
import { GERENCIAL } from '../messages/gerencial';
import {
  between,
  filled,
  ifFilled,
  raw,
  maxLength,
  maxMessage,
  minLength,
  required,
  rule,
  text,
  whenFields,
} from './rules';

const M = GERENCIAL;

/** Admin login: Login and Senha required. */
export const adminLoginSchema = z.object({
  login: text(required('Login')),
  senha: text(required('Senha')),
});
export type AdminLoginValues = z.input<typeof adminLoginSchema>;

// ── News ────────────────────────────────────────────────────────────────────────────────────────

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
        rule(isValidUrl, M.news.invalidUrl),
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
        : text(rule((v) => parseDisplayDate(v) !== null, M.news.publicationInvalid)),
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
        message: M.news.expirationBeforePublication,
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
        filled(M.news.titleRequired),
        minLength(NEWS_LIMITS.titleService.min, lengthMessage(2, 60)),
        maxLength(NEWS_LIMITS.titleService.max, M.news.titleTooLong),
      ),
      descricao: text(
        required('Descrição'),
        between(
          NEWS_LIMITS.descriptionService.min,
          NEWS_LIMITS.descriptionService.max,
          lengthMessage(2, 999),
        ),
      ),
      link: text(ifFilled(rule(isValidUrl, M.news.linkInvalid))),
      // The contract accepts past publication dates on update: a published item keeps its date.
      dataPublicacao: creating
        ? text(rule((v) => isTodayOrFutureDisplayDate(v, now), M.news.publicationPast))
        : text(rule((v) => parseDisplayDate(v) !== null, M.news.publicationInvalid)),
      dataExpiracao: z.string(),
      imagem: z.unknown().optional(),
    })
    .refine((v) => !creating || Boolean(v.imagem), {
      message: M.news.imageRequired,
      path: ['imagem'],
      when: whenFields('titulo'),
    })
    .refine(
      (v) =>
        parseDisplayDate(v.dataPublicacao) === null ||
        isDisplayDateRange(v.dataPublicacao, v.dataExpiracao),
      {
        message: M.news.expirationBefore,
        path: ['dataExpiracao'],
        when: whenFields('dataPublicacao', 'dataExpiracao'),
      },
    );

/** News search by title: 1 to 70 characters. */
export const newsSearchSchema = z.object({
  text: text(between(NEWS_LIMITS.search.min, NEWS_LIMITS.search.max, lengthMessage(1, 70))),
});

// ── RSS and Blip Bot ────────────────────────────────────────────────────────────────────────────

/** 'Cadastrar RSS' / 'Editar RSS': link required, a URL of 18 to 200 characters; 'RSS Ativo'. */
export const rssFormSchema = z.object({
  link: text(
    filled(M.rss.linkRequired),
    rule(isValidUrl, M.news.invalidUrl),
    between(18, 200, lengthMessage(18, 200)),
  ),
  status: z.boolean(),
});
export type RssFormValues = z.input<typeof rssFormSchema>;

/** RSS search by link: at least 1 character. */
export const rssSearchSchema = z.object({ text: text(required('Link')) });

/** 'Cadastrar Blip Bot' / 'Editar Blip Bot'. The key is fixed (disabled) when editing. */
export const blipBotSchema = ({ editing }: { editing: boolean }) =>
  z.object({
    name: text(
      filled(M.bot.nameMissing),
      minLength(3, M.bot.nameShort),
      maxLength(90, lengthMessage(3, 90)),
    ),
    blipKey: editing
      ? z.string()
      : text(
          filled(M.bot.keyMissing),
          minLength(10, M.bot.keyShort),
          maxLength(90, lengthMessage(10, 90)),
        ),
    description: text(maxLength(160, maxMessage(160))),
  });
export type BlipBotValues = z.input<ReturnType<typeof blipBotSchema>>;

// ── Notifications ───────────────────────────────────────────────────────────────────────────────

/** Frequência: adding a time needs both fields, a real date and one hour of notice. */
export const addTimeSchema = (now: Date = new Date()) =>
  z.object({ date: z.string(), hour: z.string() }).superRefine(({ date, hour }, ctx) => {
    const fail = (message: string, path: 'date' | 'hour') =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    // A date typed wrong is said so even before an hour is chosen (the hour list waits for a
    // valid date, so the hour is empty then).
    if (!date.trim()) fail(M.sendForm.dateAndHourRequired, 'date');
    else if (!isCompleteDisplayDate(date)) fail(M.sendForm.wrongDate, 'date');
    else if (!hour.trim()) fail(M.sendForm.dateAndHourRequired, 'hour');
    else if (!hasOneHourNotice(date, hour, now)) fail(M.sendForm.oneHourNotice, 'hour');
  });

/** Recipients: adding a CPF needs a complete masked CPF (longer than 13 characters). */
export const addCpfSchema = z.object({
  cpf: raw(filled(M.sendForm.cpfEmpty), rule(isCompleteMaskedCpf, M.sendForm.cpfInvalid)),
});

/** The message types' value that asks for a chatbot. */
export const CHATBOT_TYPE_VALUE = 3;
export const DESCRIPTION_MAX_SCHEDULED = 160;

/** The send form on submit (Enviar, Agendar or Alterar). */
export const sendNotificationSchema = z
  .object({
    id: z.number().optional(),
    /** '1' now, '0' scheduled. */
    sendMode: z.enum(['1', '0']),
    schedule: z.array(z.object({ date: z.string(), date_db: z.string(), hour: z.string() })),
    /** '1' all active CPFs, '0' the listed CPFs. */
    receiverMode: z.enum(['1', '0']),
    cpfs: z.array(z.object({ cpf: z.string(), isRed: z.boolean() })),
    title: text(minLength(3, M.sendForm.titleMin)),
    description: text(
      minLength(3, M.sendForm.descriptionMin),
      maxLength(DESCRIPTION_MAX_SCHEDULED, maxMessage(DESCRIPTION_MAX_SCHEDULED)),
    ),
    type: z.object({ value: z.number(), label: z.string() }).nullable(),
    blipBotId: z.number().nullable(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.sendMode === '0' && v.schedule.length === 0)
        ctx.addIssue({ code: 'custom', message: M.sendForm.atLeastOneDate, path: ['schedule'] });
      if (v.receiverMode === '0' && v.cpfs.length === 0)
        ctx.addIssue({ code: 'custom', message: M.sendForm.atLeastOneCpf, path: ['cpfs'] });
      if (!v.type)
        ctx.addIssue({ code: 'custom', message: M.sendForm.typeRequired, path: ['type'] });
    },
    { when: whenFields('sendMode', 'schedule', 'receiverMode', 'cpfs', 'type') },
  );
export type SendNotificationValues = z.input<typeof sendNotificationSchema>;

/** 'Atualizar Notificação' (scheduled): the message part of the send form. Recipients are
 * updated with {@link addCpfSchema}. */
export const updateNotificationSchema = z
  .object({
    id: z.number(),
    title: text(minLength(3, M.sendForm.titleMin)),
    description: text(
      minLength(3, M.sendForm.descriptionMin),
      maxLength(DESCRIPTION_MAX_SCHEDULED, maxMessage(DESCRIPTION_MAX_SCHEDULED)),
    ),
    type: z.object({ value: z.number(), label: z.string() }).nullable(),
    blipBotId: z.number().nullable(),
  })
  .superRefine(
    (v, ctx) => {
      if (!v.type)
        ctx.addIssue({ code: 'custom', message: M.sendForm.typeRequired, path: ['type'] });
    },
    { when: whenFields('type') },
  );
export type UpdateNotificationValues = z.input<typeof updateNotificationSchema>;

/** The sending service's own checks before it posts. */
export const sendServiceSchema = z.object({
  title: text(filled(M.sendService.titleRequired)),
  body: text(filled(M.sendService.descriptionRequired)),
  cpfs: z.array(z.string()).min(1, M.sendService.cpfsRequired),
  clientId: z
    .number({ error: M.sendService.clientIdRequired })
    .int()
    .positive(M.sendService.clientIdRequired),
});

/** The immediate tab's filter; errors go together in one toast. Dates DD/MM/YYYY. */
export const immediateFilterSchema = (now: Date = new Date()) =>
  z
    .object({
      title: text(ifFilled(between(3, 45, lengthMessage(3, 45)))),
      cpf: text(ifFilled(rule(isValidCpf, M.sendForm.cpfInvalid))),
      name: text(ifFilled(between(3, 50, lengthMessage(3, 50)))),
      startDate: text(
        rule((v) => parseDisplayDate(v) !== null, M.immediateFilter.invalidDate),
        rule((v) => isTodayOrPastDisplayDate(v, now), M.immediateFilter.notFuture),
      ),
      endDate: text(
        rule((v) => parseDisplayDate(v) !== null, M.immediateFilter.invalidDate),
        rule((v) => isTodayOrPastDisplayDate(v, now), M.immediateFilter.notFuture),
      ),
      interactions: z.array(z.number()),
    })
    .superRefine(
      ({ startDate, endDate }, ctx) => {
        const start = parseDisplayDate(startDate);
        const end = parseDisplayDate(endDate);
        if (start && end && start > end) {
          ctx.addIssue({
            code: 'custom',
            message: M.immediateFilter.startAfterEnd,
            path: ['startDate'],
          });
          ctx.addIssue({
            code: 'custom',
            message: M.immediateFilter.endBeforeStart,
            path: ['endDate'],
          });
        }
      },
      { when: whenFields('startDate', 'endDate') },
    );
export type ImmediateFilterValues = z.input<ReturnType<typeof immediateFilterSchema>>;

/**
 * The CPFs of the simple and mass pages: required, and every entry of the cleaned list a valid
 * CPF (the server refuses the whole send for one bad CPF), naming the bad ones.
 */
function cpfListText() {
  return text(required('CPFs')).superRefine((value, ctx) => {
    const { cpfs, invalid } = cleanCpfList(value);
    if (invalid.length) ctx.addIssue({ code: 'custom', message: M.cpfList.invalid(invalid) });
    else if (value && !cpfs.length)
      ctx.addIssue({ code: 'custom', message: requiredMessage('CPFs') });
  });
}

/** The simple page 'Notificações': Título (50), CPFs, Descrição (120), all required. */
export const simpleNotificationSchema = z.object({
  onlyPush: z.boolean(),
  titulo: text(required('Título'), maxLength(50, maxMessage(50))),
  cpfs: cpfListText(),
  descricao: text(required('Descrição'), maxLength(120, maxMessage(120))),
});
export type SimpleNotificationValues = z.input<typeof simpleNotificationSchema>;

/** The mass variant: Título, CPFs and Descrição (form 2 field names). */
export const massNotificationSchema = z.object({
  not_titulo: text(required('Título'), maxLength(50, maxMessage(50))),
  not_cpf: cpfListText(),
  not_mensagem: text(required('Descrição'), maxLength(120, maxMessage(120))),
});
export type MassNotificationValues = z.input<typeof massNotificationSchema>;

// ── Client users and configuration ──────────────────────────────────────────────────────────────

/**
 * 'Cadastrar Usuário' (usc_id 0) and the update form (usc_id above 0): the password is required
 * on create, optional on update (omitted when blank) but checked when given.
 */
export const clientUserSchema = z
  .object({
    usc_id: z.number(),
    usc_nome_usuario: text(
      between(NAME_MIN, NAME_MAX, M.clientUser.nameInvalid),
      rule(isValidName, M.clientUser.nameInvalid),
    ),
    usc_login: text(required('Login')),
    /** The login as stored (update mode): an older one outside the rule may be kept as it is. */
    usc_login_atual: z.string(),
    usc_senha: z.string().trim(),
    usc_senha_confirmation: z.string().trim(),
  })
  .superRefine(
    (v, ctx) => {
      const creating = v.usc_id <= 0;
      if (v.usc_login && v.usc_login !== v.usc_login_atual && !isStaffLogin(v.usc_login))
        ctx.addIssue({ code: 'custom', message: M.clientUser.loginInvalid, path: ['usc_login'] });
      if (!v.usc_senha) {
        if (creating)
          ctx.addIssue({
            code: 'custom',
            message: M.clientUser.passwordRequired,
            path: ['usc_senha'],
          });
      } else if (!isStrongPassword(v.usc_senha, 'clientUser')) {
        ctx.addIssue({
          code: 'custom',
          message: M.clientUser.passwordInvalid,
          path: ['usc_senha'],
        });
      }
      if (v.usc_senha !== v.usc_senha_confirmation)
        ctx.addIssue({
          code: 'custom',
          message: M.clientUser.passwordsDiffer,
          path: ['usc_senha_confirmation'],
        });
    },
    {
      when: whenFields(
        'usc_id',
        'usc_login',
        'usc_login_atual',
        'usc_senha',
        'usc_senha_confirmation',
      ),
    },
  );
export type ClientUserValues = z.input<typeof clientUserSchema>;

/** The client user mutation input: the password is left out when blank (update). */
export function toClientUserInput(values: z.output<typeof clientUserSchema>, clientId: number) {
  const {
    usc_senha_confirmation: _confirmation,
    usc_login_atual: _stored,
    usc_senha,
    ...rest
  } = values;
  return { ...rest, usc_id_clientes: clientId, ...(usc_senha ? { usc_senha } : {}) };
}

/** Configurações: the portal toggle, stored as 1 or 0. */
export const configurationSchema = z.object({ coc_ativo_portal: z.boolean() });
export const toPortalFlag = (on: boolean): 0 | 1 => (on ? 1 : 0);
