import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { passwordCriteria, type PasswordPolicy } from '../domain/password';
import { IconButton } from './Button';
import { CheckIcon, CloseIcon, EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './TextField';
import { useDomValue } from './useDomValue';

const Checklist = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Criterion = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.text)};
`;

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'mask' | 'endAdornment'> {
  /** Shows the live checklist of this policy's requirements under the field. */
  criteria?: PasswordPolicy;
}

/**
 * A password input with a show/hide toggle and, when `criteria` is given, a live checklist of the
 * policy's requirements (each item says whether it is met, in text as well as colour).
 */
export function PasswordField({ criteria, onChange, id, ref, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [value, setValue, inputRef] = useDomValue(
    ref,
    String(props.value ?? props.defaultValue ?? ''),
  );
  const checklistId = id ? `${id}-requisitos` : undefined;
  const current = props.value !== undefined ? String(props.value) : value;
  return (
    <div>
      <TextField
        {...props}
        id={id}
        ref={inputRef}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? (criteria ? 'new-password' : 'current-password')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setValue(event.target.value);
          onChange?.(event);
        }}
        endAdornment={
          <IconButton
            size="sm"
            label="Mostrar senha"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            disabled={props.disabled}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      />
      {criteria && (
        <Checklist id={checklistId} aria-label="Requisitos da senha">
          {passwordCriteria(current, criteria).map((criterion) => (
            <Criterion key={criterion.id} $met={criterion.met}>
              {criterion.met ? <CheckIcon /> : <CloseIcon />}
              <span>
                {criterion.label}
                <span className="visually-hidden">
                  {criterion.met ? ' (atendido)' : ' (não atendido)'}
                </span>
              </span>
            </Criterion>
          ))}
        </Checklist>
      )}
    </div>
  );
}
