import { useTheme } from 'styled-components';
import { countText } from '@portal/contracts/smallGroups';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory';
import { axisStyle, ChartFigure, ChartLegend, seriesTooltipContainer } from './chartStyle';
import { useChartWidth } from './useChartWidth';

export interface FlowChartMonth {
  /** On the axis ('mar/25'). */
  short: string;
  /** In the screen readers' table ('março de 2025'). */
  name: string;
  /** null: from 1 to 4, not published (written '< 5'). */
  entries: number | null;
  served: number | null;
}

export interface FlowChartProps {
  title: string;
  months: readonly FlowChartMonth[];
  entriesLabel: string;
  servedLabel: string;
  monthLabel: string;
  /** The vertical axis' title ('Solicitações'). */
  axisLabel: string;
}

/** A legend's sample: the series' line (solid or dashed) and its marker (circle or square). */
function Sample({ color, dashed, square }: { color: string; dashed?: boolean; square?: boolean }) {
  return (
    <svg width="36" height="14" viewBox="0 0 36 14" aria-hidden="true">
      <line
        x1="0"
        y1="7"
        x2="36"
        y2="7"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={dashed ? '6 4' : undefined}
      />
      {square ? (
        <rect x="14" y="3" width="8" height="8" fill={color} />
      ) : (
        <circle cx="18" cy="7" r="4" fill={color} />
      )}
    </svg>
  );
}

/**
 * Entries and services per month as two lines (solid with circles, dashed with squares, so they
 * differ without colour). Drawn at the width of its box, so axis labels stay at 12 px; a visually
 * hidden table repeats every value for screen readers. A count too small to publish (null, 1 to
 * 4) breaks its line and has its marker on the base line, its tooltip and table cell '< 5'.
 */
export function FlowChart({
  title,
  months,
  entriesLabel,
  servedLabel,
  monthLabel,
  axisLabel,
}: FlowChartProps) {
  const theme = useTheme();
  const { box, width } = useChartWidth(640);
  const height = 280;
  const padding = { top: 16, bottom: 44, left: 64, right: 24 };
  // Every month's label while each has room (about 48 px), else every other one.
  const step = (width - padding.left - padding.right) / Math.max(1, months.length) < 48 ? 2 : 1;
  const max = Math.max(4, ...months.flatMap((month) => [month.entries ?? 0, month.served ?? 0]));
  const points = (pick: (month: FlowChartMonth) => number | null, series: string) =>
    months.map((month, index) => {
      const value = pick(month);
      return { x: index + 1, y: value ?? 0, series, text: countText(value, String) };
    });
  // The lines skip the months not published (a gap, not a drop to zero).
  const line = (pick: (month: FlowChartMonth) => number | null) =>
    months.map((month, index) => ({ x: index + 1, y: pick(month) }));
  const entries = points((month) => month.entries, entriesLabel);
  const served = points((month) => month.served, servedLabel);
  return (
    <ChartFigure>
      <figcaption>{title}</figcaption>
      <div ref={box} aria-hidden="true" data-testid="grafico-fluxo">
        <ChartLegend>
          <li>
            <Sample color={theme.colors.chart} />
            {entriesLabel}
          </li>
          <li>
            <Sample color={theme.colors.chartSecondary} dashed square />
            {servedLabel}
          </li>
        </ChartLegend>
        <VictoryChart
          width={width}
          height={height}
          padding={padding}
          domain={{ x: [1, Math.max(2, months.length)], y: [0, Math.ceil(max * 1.1)] }}
          domainPadding={{ x: 12 }}
          containerComponent={seriesTooltipContainer(theme)}
        >
          <VictoryAxis
            style={axisStyle(theme)}
            tickValues={months.map((_, index) => index + 1)}
            tickFormat={(value: number) =>
              (value - 1) % step === 0 ? (months[value - 1]?.short ?? '') : ''
            }
          />
          <VictoryAxis
            dependentAxis
            label={axisLabel}
            style={axisStyle(theme)}
            tickFormat={(value: number) => (Number.isInteger(value) ? `${value}` : '')}
          />
          <VictoryLine
            data={line((month) => month.entries)}
            style={{ data: { stroke: theme.colors.chart, strokeWidth: 2 } }}
          />
          <VictoryLine
            data={line((month) => month.served)}
            style={{
              data: { stroke: theme.colors.chartSecondary, strokeWidth: 2, strokeDasharray: '6 4' },
            }}
          />
          <VictoryScatter data={entries} size={4} style={{ data: { fill: theme.colors.chart } }} />
          <VictoryScatter
            data={served}
            size={4}
            symbol="square"
            style={{ data: { fill: theme.colors.chartSecondary } }}
          />
        </VictoryChart>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{monthLabel}</th>
              <th scope="col">{entriesLabel}</th>
              <th scope="col">{servedLabel}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.name}>
                <th scope="row">{month.name}</th>
                <td>{countText(month.entries, String)}</td>
                <td>{countText(month.served, String)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFigure>
  );
}

export default FlowChart;
