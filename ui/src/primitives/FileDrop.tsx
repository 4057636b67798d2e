import { useId, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { acceptAttribute, checkFileContents, checkFiles, type FileRules } from '../domain/files';
import { Button } from './Button';
import { FieldError, FieldHint, FieldLabel } from './Field';
import { FileButton } from './FilePicker';
import { CloseIcon, UploadIcon } from './icons';
import { toast, TOAST_DURATION } from './toast';

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  border: 2px dashed
    ${({ theme, $active, $invalid }) =>
      $invalid ? theme.colors.danger : $active ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primaryLight : theme.colors.surface)};
  text-align: center;
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Files = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: anywhere;
  }
`;

export interface FileDropProps {
  label: ReactNode;
  rules: FileRules;
  /** The chosen files (controlled). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** The area's hint, e.g. 'até 200 MB csv'. */
  hint?: ReactNode;
  disabled?: boolean;
  /** A message from the form (e.g. 'A imagem é requerida'). */
  error?: string;
}

/**
 * Files by drag and drop or by the 'Selecionar arquivo' button. Each file is checked against the
 * rules (format, size with 1 kB = 1024 bytes, count); refused files are named inline and in an
 * error toast (5 s for size, as the spec says), accepted ones are listed with a remove button.
 */
export function FileDrop({ label, rules, value, onChange, hint, disabled, error }: FileDropProps) {
  const id = useId();
  const [active, setActive] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // Removing a file or a reset of the form (fewer files than before) clears the old refusals.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value.length < seen.length) setProblems([]);
  }
  const multiple = (rules.maxFiles ?? 1) > 1;

  const take = async (list: FileList | readonly File[] | null) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    const single = !multiple;
    const named = checkFiles(picked, rules, single ? 0 : value.length);
    const refusedByName = new Set(named.map((problem) => problem.file).filter(Boolean));
    // A file is what its bytes say: a text file renamed .png is refused like a .txt.
    const readContents = rules.contentTypes && !named.some((p) => p.problem === 'count');
    const found = readContents
      ? [
          ...named,
          ...(await checkFileContents(
            picked.filter((file) => !refusedByName.has(file)),
            rules,
          )),
        ]
      : named;
    const refused = new Set(found.map((problem) => problem.file).filter(Boolean));
    const messages = [...new Set(found.map((problem) => problem.message))];
    setProblems(messages);
    if (messages.length > 0) {
      const long = found.some((problem) => problem.problem === 'size');
      toast.error(messages.join('\n'), {
        duration: long ? TOAST_DURATION.long : TOAST_DURATION.default,
      });
    }
    if (found.some((problem) => problem.problem === 'count')) return;
    const accepted = picked.filter((file) => !refused.has(file));
    if (accepted.length > 0) onChange(single ? accepted.slice(0, 1) : [...value, ...accepted]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    if (!disabled) void take(event.dataTransfer.files);
  };

  const shown = error ? [error, ...problems] : problems;
  return (
    <div>
      <FieldLabel htmlFor={id} id={`${id}-rotulo`}>
        {label}
      </FieldLabel>
      <Zone
        $active={active}
        $invalid={shown.length > 0}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        <UploadIcon />
        <p style={{ margin: 0 }}>Arraste o arquivo até aqui ou</p>
        <FileButton
          id={id}
          text="Selecionar arquivo"
          accept={acceptAttribute(rules)}
          multiple={multiple}
          disabled={disabled}
          labelledBy={`${id}-rotulo ${id}-botao`}
          describedBy={
            [hint ? `${id}-dica` : '', shown.length ? `${id}-erro` : ''].join(' ').trim() ||
            undefined
          }
          invalid={shown.length > 0}
          onFiles={(files) => void take(files)}
        />
        {hint && <FieldHint id={`${id}-dica`}>{hint}</FieldHint>}
      </Zone>
      <div id={`${id}-erro`}>
        {shown.map((message) => (
          <FieldError key={message}>{message}</FieldError>
        ))}
      </div>
      {value.length > 0 && (
        <Files aria-label="Arquivos selecionados">
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button
                size="sm"
                variant="ghost"
                icon={<CloseIcon />}
                disabled={disabled}
                aria-label={`Remover ${file.name}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                Remover
              </Button>
            </li>
          ))}
        </Files>
      )}
    </div>
  );
}
