import type { DefaultTheme } from 'styled-components';

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
