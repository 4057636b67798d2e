import styled from 'styled-components';
import { FILTER_INTERACTIONS, interactionLabel } from './interactions';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .pills {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** An interaction pill: a toggle button, pressed when the interaction is chosen. */
const Pill = styled.button`
  min-height: ${({ theme }) => theme.targetSize};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** The filters' interaction choice (1–8): one toggle per interaction, named by its label. */
export function InteractionPills({
  legend,
  names,
  value,
  onChange,
}: {
  legend: string;
  names: ReadonlyMap<number, string>;
  value: number[];
  onChange: (next: number[]) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      <div className="pills">
        {FILTER_INTERACTIONS.map((id) => {
          const chosen = value.includes(id);
          return (
            <Pill
              key={id}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? value.filter((v) => v !== id) : [...value, id])}
            >
              {interactionLabel(id, names)}
            </Pill>
          );
        })}
      </div>
    </Group>
  );
}
