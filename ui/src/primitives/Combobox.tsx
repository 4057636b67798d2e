import { useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  Text,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { AriaProviders } from './aria';
import { controlCss, FieldError, FieldLabel, RequiredMark } from './Field';
import { ChevronDownIcon, CloseIcon } from './icons';
import { OptionsList, OptionsPopover, type Option } from './Listbox';
import { requiredMessage } from '../messages/common';

const Root = styled(AriaComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  .control {
    position: relative;
    display: flex;
  }
  .toggle {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    width: ${({ theme }) => theme.targetSize};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &[data-focus-visible] {
      ${({ theme }) => theme.focusRing}
    }
  }
`;

const TextInput = styled(Input)<{ $invalid?: boolean }>`
  ${controlCss}
  padding-inline-end: ${({ theme }) => theme.targetSize};
`;

const Hint = styled(Text)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:focus-visible {
      ${({ theme }) => theme.focusRing}
    }
  }
`;

interface CommonProps {
  /** Visible label; also names the field in 'Campo {label} é requerido'. */
  label: string;
  options: readonly Option[];
  placeholder?: string;
  hint?: ReactNode;
  /** Once left empty it says 'Campo {label} é requerido' (off in the filter forms). */
  required?: boolean;
  error?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  /**
   * Whether the user has left the field, from the form (react-hook-form's `fieldState.isTouched`):
   * a form reset then forgets it too. Without it the field keeps its own.
   */
  touched?: boolean;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

interface MultipleProps extends CommonProps {
  /** Several choices (e.g. the cities of a state client's news); chosen ones show as chips. */
  multiple: true;
  value?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type ComboboxProps = SingleProps | MultipleProps;

/**
 * The combobox's text input; a click (or tap) in it opens the list, as people expect of a field
 * with a chevron. Keyboard focus alone does not open it (Tab moves through the form quietly).
 */
function OpeningInput({ placeholder, invalid }: { placeholder?: string; invalid: boolean }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <TextInput
      placeholder={placeholder}
      $invalid={invalid}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}

/**
 * The chosen values as one array for as long as they are the same values. react-aria's combobox
 * takes a new array for a new choice and empties its text input (as after choosing): a copy made
 * at each render wiped what the user was typing whenever the form re-rendered, e.g. when the
 * options arrived while they typed.
 */
function useSameValues(values: readonly string[] | undefined): string[] | undefined {
  const key = values === undefined ? undefined : JSON.stringify(values);
  return useMemo(() => (key === undefined ? undefined : (JSON.parse(key) as string[])), [key]);
}

/**
 * A text input that filters a list of options (react-aria ComboBox): type to narrow, arrows to
 * move, Enter to choose, Esc to close. 'Nenhum Resultado encontrado.' when nothing matches.
 */
export function Combobox(props: ComboboxProps) {
  const { label, options, placeholder, hint, required, error, disabled, name, onBlur } = props;
  const [touchedHere, setTouched] = useState(false);
  const touched = props.touched ?? touchedHere;
  const chosen: readonly string[] = props.multiple
    ? (props.value ?? [])
    : props.value
      ? [props.value]
      : [];
  const message =
    error ?? (required && touched && chosen.length === 0 ? requiredMessage(label) : undefined);

  const multipleValue = useSameValues(props.multiple ? props.value : undefined);
  const selection = props.multiple
    ? {
        selectionMode: 'multiple' as const,
        // The list closes when the page scrolls (react-aria: a phone's keyboard opening, a field
        // scrolled into view); with several choices the text typed is a search, kept when the
        // list closes instead of being emptied.
        allowsCustomValue: true,
        value: multipleValue,
        onChange: (keys: Key[]) => props.onChange?.(keys.map(String)),
      }
    : {
        value: props.value === undefined ? undefined : props.value,
        onChange: (key: Key | null) => props.onChange?.(key === null ? null : String(key)),
      };

  const remove = (value: string) => {
    if (props.multiple) props.onChange?.(chosen.filter((item) => item !== value));
  };

  return (
    <AriaProviders>
      <Root
        {...(selection as object)}
        defaultItems={options}
        isRequired={required}
        isInvalid={Boolean(message)}
        isDisabled={disabled}
        name={name}
        allowsEmptyCollection
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
      >
        <FieldLabel as={Label}>
          {label}
          {required && <RequiredMark />}
        </FieldLabel>
        {hint && <Hint slot="description">{hint}</Hint>}
        <div className="control">
          <OpeningInput placeholder={placeholder} invalid={Boolean(message)} />
          <Button className="toggle" aria-label={`Abrir opções de ${label}`}>
            <ChevronDownIcon />
          </Button>
        </div>
        <FieldError>{message && <Text slot="errorMessage">{message}</Text>}</FieldError>
        <OptionsPopover>
          <OptionsList options={options} />
        </OptionsPopover>
      </Root>
      {props.multiple && chosen.length > 0 && (
        <Chips aria-label={`${label} selecionados`}>
          {chosen.map((value) => {
            const text = options.find((option) => option.value === value)?.label ?? value;
            return (
              <li key={value}>
                {text}
                <button type="button" aria-label={`Remover ${text}`} onClick={() => remove(value)}>
                  <CloseIcon width="1em" height="1em" />
                </button>
              </li>
            );
          })}
        </Chips>
      )}
    </AriaProviders>
  );
}
