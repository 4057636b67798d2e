import styled, { css } from 'styled-components';
import { transmissionLevel, type LevelTone } from './format';

const BARS: Record<LevelTone, number> = { good: 4, fair: 2, bad: 1, neutral: 0 };

const Badge = styled.span<{ $tone: LevelTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  max-width: 100%;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  /* Text at 200 % on a narrow phone: the words may wrap rather than stick out. */
  ${({ theme }) => theme.media.mobile} {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  ${({ $tone, theme }) => {
    const [fg, bg] =
      $tone === 'good'
        ? [theme.colors.success, theme.colors.successLight]
        : $tone === 'fair'
          ? [theme.colors.warning, theme.colors.warningLight]
          : $tone === 'bad'
            ? [theme.colors.danger, theme.colors.dangerLight]
            : [theme.colors.text, theme.colors.surfaceAlt];
    return css`
      color: ${fg};
      background: ${bg};
    `;
  }}
  svg {
    flex-shrink: 0;
    width: 0.875rem;
    height: 0.875rem;
  }
`;

/** Signal bars, filled by how good the level is (decoration: the text says it). */
function Bars({ filled }: { filled: number }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={1 + i * 4}
          y={12 - i * 3}
          width={3}
          height={3 + i * 3}
          rx={0.5}
          fill="currentColor"
          opacity={i < filled ? 1 : 0.25}
        />
      ))}
    </svg>
  );
}

/**
 * A transmission level in words and colour, never colour alone: 'Excelente' and 'Bom' green,
 * 'Regular' amber, 'Ruim' to 'Sem conexão' red, with signal bars; an unusual value as it is.
 */
export function TransmissionLevelBadge({ level }: { level: number | null | undefined }) {
  const info = transmissionLevel(level);
  if (info.level === null) return <>{info.text}</>;
  return (
    <Badge $tone={info.tone} title={`Nível ${info.level.toLocaleString('pt-BR')}`}>
      <Bars filled={BARS[info.tone]} />
      {info.text}
    </Badge>
  );
}
