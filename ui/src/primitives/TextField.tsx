import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { assignRef, useDomValue } from './useDomValue';
import {
  controlCss,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
  useFieldIds,
} from './Field';
import { attachMask, type MaskName } from './masks';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlCss}
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlCss}
  min-height: 6rem;
  resize: vertical;
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Applies a filter to typed or pasted text before anyone else sees the change. */
function filtered<E extends HTMLInputElement | HTMLTextAreaElement>(
  filter: ((value: string) => string) | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  return (event: ChangeEvent<E>) => {
    if (filter) {
      const clean = filter(event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
    }
    onChange?.(event);
  };
}

interface CommonProps {
  label: ReactNode;
  /** Help text under the label, linked to the control. */
  hint?: ReactNode;
  /** The field's message (from the form's schema); marks the control invalid. */
  error?: string;
  /** Hides the label visually (it is still the accessible name). */
  hideLabel?: boolean;
  /** Typed and pasted text goes through this first, e.g. `keepLettersAndSpaces` for names. */
  filter?: (value: string) => string;
}

export interface TextFieldProps extends CommonProps, InputHTMLAttributes<HTMLInputElement> {
  /** One of the spec's masks: cpf, cpfSpaced, phone, mobilePhone, landlinePhone, date, time… */
  mask?: MaskName;
  /** Content at the end of the input box (e.g. a show-password button). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input {
    flex: 1;
  }
  & > :not(input) {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * A labelled text input with hint, error and optional mask. Works uncontrolled with
 * react-hook-form's `register` (pass its props straight through) or controlled.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  filter,
  mask,
  endAdornment,
  id,
  required,
  ref,
  onChange,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!mask || !inputRef.current) return;
    return attachMask(inputRef.current, mask);
  }, [mask]);
  useLayoutEffect(() => {
    assignRef(ref, inputRef.current);
    return () => assignRef(ref, null);
  }, [ref]);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Box>
        <Input
          id={inputId}
          ref={inputRef}
          type={type}
          inputMode={mask ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          onChange={filtered(filter, onChange)}
          style={endAdornment ? { paddingInlineEnd: '3rem' } : undefined}
          {...props}
        />
        {endAdornment}
      </Box>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}

export interface TextAreaFieldProps
  extends CommonProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field; with `maxLength` it shows how many characters are used. */
export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  filter,
  id,
  required,
  maxLength,
  onChange,
  ref,
  ...props
}: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  const [text, setText, textRef] = useDomValue(
    ref,
    String(props.value ?? props.defaultValue ?? ''),
  );
  const length = text.length;
  const counterId = `${inputId}-contador`;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <TextArea
        id={inputId}
        ref={textRef}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={
          [describedBy, maxLength ? counterId : null].filter(Boolean).join(' ') || undefined
        }
        $invalid={Boolean(error)}
        onChange={filtered(filter, (event: ChangeEvent<HTMLTextAreaElement>) => {
          setText(event.target.value);
          onChange?.(event);
        })}
        {...props}
      />
      {maxLength !== undefined && (
        <Counter id={counterId}>
          {props.value !== undefined ? String(props.value).length : length}/{maxLength} caracteres
        </Counter>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
