import { sniffImageType, type ImageType } from '@portal/contracts/registry';

/** 1 kB is 1024 bytes throughout the product. */
export const BYTES_PER_KB = 1024;

export interface FileRules {
  /** Accepted extensions, lower case, without the dot: ['csv']. */
  extensions: readonly string[];
  /** Accepted MIME types; a file passes when its extension or its type is accepted. */
  mimeTypes?: readonly string[];
  /** What the format message lists: 'csv,ms-excel' or 'jpeg,png'. */
  formatsLabel: string;
  maxSizeKb: number;
  maxFiles?: number;
  /** When set, a file must also be one of these by its first bytes (a text file named .png is not). */
  contentTypes?: readonly ImageType[];
}

/** The import: CSV only, 204800 kB ('até 200 MB csv'). */
export const CSV_IMPORT_RULES: FileRules = {
  extensions: ['csv'],
  mimeTypes: ['text/csv', 'application/vnd.ms-excel'],
  formatsLabel: 'csv,ms-excel',
  maxSizeKb: 204_800,
  maxFiles: 1,
};

/** The file drop's default size limit when a screen gives none. */
export const DEFAULT_MAX_SIZE_KB = 25_600;

/** App-user register images: jpeg or png, 200 kB each, at most 4. */
export const REGISTER_IMAGE_RULES: FileRules = {
  extensions: ['jpeg', 'jpg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  formatsLabel: 'jpeg,png',
  maxSizeKb: 200,
  maxFiles: 4,
  contentTypes: ['jpeg', 'png'],
};

export const formatMessage = (formatsLabel: string) =>
  `Formato Inválido! Formato(s) Válido(s): ${formatsLabel}.`;
export const sizeMessage = (maxSizeKb: number) => `O arquivo deve ser menor do que ${maxSizeKb} kB`;
export const countMessage = (maxFiles: number) => `Máximo de ${maxFiles} arquivos permitido.`;

interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileProblem = 'format' | 'size' | 'count';

export interface FileCheck {
  problem: FileProblem;
  message: string;
  file?: FileLike;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAcceptedFormat(file: FileLike, rules: FileRules): boolean {
  return (
    rules.extensions.includes(extensionOf(file.name)) ||
    (rules.mimeTypes ?? []).includes(file.type.toLowerCase())
  );
}

/**
 * Checks picked files against the rules: the count first (existing files included), then each
 * file's format and size. Returns every problem; an empty list means all files are accepted.
 */
export function checkFiles(
  files: readonly FileLike[],
  rules: FileRules,
  alreadyPicked = 0,
): FileCheck[] {
  const problems: FileCheck[] = [];
  if (rules.maxFiles !== undefined && alreadyPicked + files.length > rules.maxFiles) {
    problems.push({ problem: 'count', message: countMessage(rules.maxFiles) });
  }
  for (const file of files) {
    if (!isAcceptedFormat(file, rules)) {
      problems.push({ problem: 'format', message: formatMessage(rules.formatsLabel), file });
    } else if (file.size > rules.maxSizeKb * BYTES_PER_KB) {
      problems.push({ problem: 'size', message: sizeMessage(rules.maxSizeKb), file });
    }
  }
  return problems;
}

/** The accept attribute for a file input: '.csv,text/csv,…'. */
export function acceptAttribute(rules: FileRules): string {
  return [...rules.extensions.map((ext) => `.${ext}`), ...(rules.mimeTypes ?? [])].join(',');
}

/**
 * The files whose content is not what the rules accept (read from their first 16 bytes), each with
 * the format message. Files the name-and-type check already refused are not read.
 */
export async function checkFileContents(
  files: readonly Blob[],
  rules: FileRules,
): Promise<FileCheck[]> {
  const accepted = rules.contentTypes;
  if (!accepted) return [];
  const problems: FileCheck[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const type = sniffImageType(head);
    if (!type || !accepted.includes(type))
      problems.push({
        problem: 'format',
        message: formatMessage(rules.formatsLabel),
        file: file as unknown as FileLike,
      });
  }
  return problems;
}
