/**
 * The news form's values and rules. The spec gives two sets of rules (§5: the form's and the news
 * service's, "both are given"), so a submit checks both: each field shows the first message it
 * gets, the form's before the service's, and the toast lists them in the form's order.
 */
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { displayDateToApi, formatDate, parseApiDateTime } from '../../domain/dates';
import type { NewsCreateRequest, NewsItem, NewsUpdateRequest } from './api';
import { newsFormSchema, newsServiceSchema } from './schema';

export interface NewsValues {
  /** The item being edited; null while creating. */
  id: number | null;
  titulo: string;
  link: string;
  categoriaPrincipal: string;
  descricao: string;
  /** DD/MM/YYYY */
  dataPublicacao: string;
  /** DD/MM/YYYY */
  dataExpiracao: string;
  /** City ids (ESTADO clients). */
  cidades: string[];
  /** The image chosen now, as cropped (at the default frame until moved; never kept in a draft). */
  imagem: File | null;
  /** The stored image's address while editing. */
  imagemAtual: string;
}

export const EMPTY_NEWS: NewsValues = {
  id: null,
  titulo: '',
  link: '',
  categoriaPrincipal: '',
  descricao: '',
  dataPublicacao: '',
  dataExpiracao: '',
  cidades: [],
  imagem: null,
  imagemAtual: '',
};

const FIELD_ORDER = [
  'titulo',
  'link',
  'categoriaPrincipal',
  'descricao',
  'dataPublicacao',
  'dataExpiracao',
  'cidades',
  'imagem',
] as const;

/** The first message of each field in a zod result. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Map<string, string> {
  const found = new Map<string, string>();
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !found.has(field)) found.set(field, issue.message);
  }
  return found;
}

/** Every message of a submit, field by field: the form's rule first, else the service's. */
export function newsMessages(
  values: NewsValues,
  { stateClient, now = new Date() }: { stateClient: boolean; now?: Date },
): Array<[field: (typeof FIELD_ORDER)[number], message: string]> {
  const editing = values.id !== null;
  const field = firstMessages(newsFormSchema({ editing, stateClient }).safeParse(values));
  const service = firstMessages(
    newsServiceSchema({ creating: !editing, now }).safeParse({
      ...values,
      imagem: values.imagem ?? undefined,
    }),
  );
  return FIELD_ORDER.flatMap((name) => {
    const message = field.get(name) ?? service.get(name);
    return message ? [[name, message] as [typeof name, string]] : [];
  });
}

/** react-hook-form's resolver over {@link newsMessages}. */
export const newsResolver =
  (stateClient: boolean): Resolver<NewsValues> =>
  (values) => {
    const messages = newsMessages(values, { stateClient });
    if (messages.length === 0) return { values, errors: {} };
    const errors: FieldErrors<NewsValues> = {};
    for (const [name, message] of messages) {
      (errors as Record<string, FieldError>)[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Não foi possível ler a imagem.'));
    reader.readAsDataURL(file);
  });
}

export interface NewsOwner {
  clientId: number;
  stateClient: boolean;
  /** The client's own city (coc_id_cidade): a municipal client's news is tied to it. */
  cityId: number | null;
}

/** The request body of a valid form: trimmed texts, YYYY-MM-DD dates, the image as a data URL. */
export async function toNewsRequest(
  values: NewsValues,
  owner: NewsOwner,
): Promise<
  { kind: 'create'; body: NewsCreateRequest } | { kind: 'update'; body: NewsUpdateRequest }
> {
  const image = values.imagem ? await readAsDataUrl(values.imagem) : null;
  const common = {
    titulo: values.titulo.trim(),
    descricao: values.descricao.trim(),
    link: values.link.trim() || null,
    dataPublicacao: displayDateToApi(values.dataPublicacao) ?? '',
    dataExpiracao: displayDateToApi(values.dataExpiracao) ?? '',
    clienteId: owner.clientId,
    categoriaPrincipal: Number(values.categoriaPrincipal),
    cidades: owner.stateClient ? values.cidades.map(Number) : owner.cityId ? [owner.cityId] : [],
  };
  if (values.id === null) {
    if (!values.imagem || !image) throw new Error('A imagem é obrigatória');
    return {
      kind: 'create',
      body: { ...common, id: null, nomeArquivo: values.imagem.name, imagem: image },
    };
  }
  return {
    kind: 'update',
    body: {
      ...common,
      id: values.id,
      nomeArquivo: values.imagem?.name ?? null,
      imagem: image,
    },
  };
}

/** An API date (YYYY-MM-DD) as the form shows it (DD/MM/YYYY); the raw text if unreadable. */
export function toDisplayDate(value: string): string {
  const date = parseApiDateTime(value);
  return date ? formatDate(date) : value;
}

/** A stored item as the form edits it. */
export function fromNews(item: NewsItem): NewsValues {
  return {
    id: item.id,
    titulo: item.titulo,
    link: item.link ?? '',
    categoriaPrincipal: String(item.categoriaPrincipal),
    descricao: item.descricao,
    dataPublicacao: toDisplayDate(item.dataPublicacao),
    dataExpiracao: toDisplayDate(item.dataExpiracao),
    cidades: item.cidades.map(String),
    imagem: null,
    imagemAtual: item.arquivo?.ane_caminho ?? '',
  };
}
