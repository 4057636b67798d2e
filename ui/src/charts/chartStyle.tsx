import styled, { css, type DefaultTheme } from 'styled-components';
import { VictoryTooltip, VictoryVoronoiContainer } from 'victory';

/** Victory axis styles from the theme (readable in high contrast too). */
export function axisStyle(theme: DefaultTheme) {
  return {
    axis: { stroke: theme.colors.border },
    grid: { stroke: theme.colors.borderLight, strokeDasharray: '4 4' },
    tickLabels: {
      fill: theme.colors.text,
      fontSize: 12,
      fontFamily: theme.font.family,
      padding: 6,
    },
    axisLabel: {
      fill: theme.colors.text,
      fontSize: 12,
      fontFamily: theme.font.family,
      padding: 32,
    },
  };
}

/** The hover container both charts share: a tooltip with the series name and value. */
export function seriesTooltipContainer(theme: DefaultTheme) {
  return (
    <VictoryVoronoiContainer
      // A point may carry its own text ('< 5' for a count too small to publish).
      labels={({ datum }: { datum: { series: string; y: number; text?: string } }) =>
        `${datum.series}: ${datum.text ?? datum.y}`
      }
      labelComponent={
        <VictoryTooltip
          flyoutStyle={{ fill: theme.colors.surface, stroke: theme.colors.border }}
          style={{ fill: theme.colors.text, fontSize: 12 }}
        />
      }
    />
  );
}

/** The SVG as a block, for every chart's frame. (The screen readers' table sits in a
 * `div.visually-hidden`, which clips it: a table is as tall and wide as its cells, whatever its
 * own size says, and would stretch the page.) */
export const chartBox = css`
  svg {
    display: block;
  }
`;

/** A chart's frame: its caption, the SVG, and the screen readers' table kept inside its box. */
export const ChartFigure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  ${chartBox}
`;

/** A chart's legend: one item per series, its sample then its name, wrapping on narrow screens. */
export const ChartLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
