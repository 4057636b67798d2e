import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from './Field';

/**
 * The visible 'button' of a file field: a label of the native file input, which stays in the page
 * visually hidden (focusable, announced) so the browser's own English 'Choose File / No file
 * chosen' is never shown.
 */
export const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize};
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  input:focus-visible + & {
    ${({ theme }) => theme.focusRing}
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    border-color: ${({ theme }) => theme.colors.disabled};
  }
`;

export interface FileButtonProps {
  /** The native input's id; the button is `${id}-botao`. */
  id: string;
  /** The button's text, e.g. 'Selecionar arquivo'. */
  text: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The ids naming the input (its field label, then this button: `${id}-botao`). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The files chosen (never an empty list); the input is emptied, so the same file can come again. */
  onFiles: (files: File[]) => void;
}

/** The native file input (visually hidden, reachable by Tab) and its button-like label. */
export function FileButton({
  id,
  text,
  accept,
  multiple,
  disabled,
  labelledBy,
  describedBy,
  invalid,
  onFiles,
}: FileButtonProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <PickButton htmlFor={id} id={`${id}-botao`} data-disabled={disabled || undefined}>
        {text}
      </PickButton>
    </>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const FileName = styled.span<{ $empty: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

export const NO_FILE_CHOSEN = 'Nenhum arquivo escolhido';

export interface FilePickerProps {
  label: ReactNode;
  /** The chosen file's name; none: 'Nenhum arquivo escolhido'. */
  fileName?: string | null;
  onFiles: (files: File[]) => void;
  /** The button's text. */
  buttonText?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** More buttons on the picker's line (e.g. 'Remover imagem'). */
  actions?: ReactNode;
  /** What goes under the picker's line, above the error (e.g. a preview). */
  children?: ReactNode;
  id?: string;
}

/**
 * A file field in the app's own words: the label, a button-like 'Escolher arquivo' and the chosen
 * file's name (or 'Nenhum arquivo escolhido'). The native input stays, visually hidden: Tab
 * reaches it, Space or Enter opens the browser's chooser, and it is announced as the label and
 * the button, described by the name shown, the hint and the error.
 */
export function FilePicker({
  label,
  fileName,
  onFiles,
  buttonText = 'Escolher arquivo',
  accept,
  multiple,
  disabled,
  hint,
  error,
  actions,
  children,
  id: givenId,
}: FilePickerProps) {
  const generated = useId();
  const id = givenId ?? `arquivo-${generated}`;
  const describedBy = [`${id}-nome`, hint ? `${id}-dica` : '', error ? `${id}-erro` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} id={`${id}-rotulo`}>
        {label}
      </FieldLabel>
      <Row>
        <FileButton
          id={id}
          text={buttonText}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          labelledBy={`${id}-rotulo ${id}-botao`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onFiles={onFiles}
        />
        <FileName id={`${id}-nome`} $empty={!fileName}>
          {fileName || NO_FILE_CHOSEN}
        </FileName>
        {actions}
      </Row>
      {hint && <FieldHint id={`${id}-dica`}>{hint}</FieldHint>}
      {children}
      <FieldError id={`${id}-erro`}>{error}</FieldError>
    </FieldRoot>
  );
}
