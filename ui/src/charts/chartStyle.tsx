import type { DefaultTheme } from 'styled-components';
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
      labels={({ datum }: { datum: { series: string; y: number } }) =>
        `${datum.series}: ${datum.y}`
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
