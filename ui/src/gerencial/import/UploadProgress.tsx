import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Track = styled.div`
  height: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** Share of `loaded` in `total`, 0 to 100, rounded down (100 only when all of it went). */
export const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : 0;

/** The upload's progress: a labelled progress bar and, beside what is happening, the percentage. */
export function UploadProgress({
  label,
  percent,
  text,
}: {
  label: string;
  percent: number;
  text: string;
}) {
  return (
    <Box>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Line>
        <span>{text}</span>
        <strong data-testid="upload-percent">{percent}%</strong>
      </Line>
    </Box>
  );
}
