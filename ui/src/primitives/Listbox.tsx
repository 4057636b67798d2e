import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { CheckIcon } from './icons';

/** The spec's text for a list with nothing to choose. */
export const EMPTY_LIST_MESSAGE = 'Nenhum Resultado encontrado.';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export const OptionsPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 18rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
`;

const List = styled(ListBox<Option>)`
  outline: none;
  padding: ${({ theme }) => theme.space(1)} 0;
  .empty {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Item = styled(ListBoxItem<Option>)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => (theme.highContrast ? theme.colors.primary : theme.colors.text)};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

/** The options list of Select and Combobox, with the spec's empty message. */
export function OptionsList({ options }: { options: readonly Option[] }) {
  return (
    <List
      items={options}
      renderEmptyState={() => <div className="empty">{EMPTY_LIST_MESSAGE}</div>}
    >
      {(option) => (
        <Item id={option.value} textValue={option.label} isDisabled={option.disabled}>
          {({ isSelected }) => (
            <>
              <span>{option.label}</span>
              {isSelected && <CheckIcon className="check" />}
            </>
          )}
        </Item>
      )}
    </List>
  );
}
