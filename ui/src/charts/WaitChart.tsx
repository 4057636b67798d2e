import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLabel } from 'victory';
import { wrapLabel } from '../domain/charts';
import { axisStyle, ChartFigure, ChartLegend } from './chartStyle';
import { useChartWidth } from './useChartWidth';

/** The shared legend, with the bars' colour swatches. */
const Legend = styled(ChartLegend)`
  span[data-swatch] {
    display: inline-block;
    width: 1.5rem;
    height: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface WaitChartRow {
  /** A service or a procedure, as the page names it. */
  label: string;
  /** Days within which half were served. */
  median: number;
  /** Days within which 9 in 10 were served. */
  p90: number;
}

export interface WaitChartProps {
  title: string;
  rows: readonly WaitChartRow[];
  /** The two series' names, in the order their bars are drawn. */
  medianLabel: string;
  p90Label: string;
  /** The value axis' title ('Dias de espera'). */
  axisLabel: string;
  /** The unit of the values, in the screen readers' table ('dias'). */
  unit?: string;
}

const LINE_HEIGHT = 16;
const BAR = 14;
const AXIS_FONT = 12;

/**
 * Waits as horizontal bars, two per row (the median, then 9 in 10), the row's name on the left in
 * lines that wrap. Drawn at the width of its box, so labels stay at 12 px; a visually hidden table
 * repeats every value for screen readers.
 */
export function WaitChart({
  title,
  rows,
  medianLabel,
  p90Label,
  axisLabel,
  unit = 'dias',
}: WaitChartProps) {
  const theme = useTheme();
  const { box, width } = useChartWidth(640);
  const labels = rows.map((row) => wrapLabel(row.label, width < 560 ? 20 : 30));
  const longest = Math.max(1, ...labels.flat().map((line) => line.length));
  // Roughly 0.62 em per character (upper case) at 12 px, within 45 % of the width.
  const left = Math.min(Math.round(width * 0.45), Math.round(longest * AXIS_FONT * 0.62) + 16);
  const band = (row: number) => Math.max(2 * BAR + 18, labels[row]!.length * LINE_HEIGHT + 12);
  const padding = { top: 8, bottom: 48, left, right: 72 };
  const height = padding.top + padding.bottom + rows.reduce((sum, _, i) => sum + band(i), 0);
  const max = Math.max(1, ...rows.map((row) => row.p90));
  // The first row on top: Victory draws category 1 at the bottom of a horizontal chart.
  const at = (index: number) => rows.length - index;
  const series = (pick: (row: WaitChartRow) => number) =>
    rows.map((row, index) => ({ x: at(index), y: pick(row), label: `${pick(row)}` }));
  const colors = [theme.colors.chart, theme.colors.chartSecondary];
  const valueLabel = {
    fill: theme.colors.text,
    fontSize: AXIS_FONT,
    fontFamily: theme.font.family,
  };
  return (
    <ChartFigure>
      <figcaption>{title}</figcaption>
      <div ref={box} aria-hidden="true" data-testid="grafico-espera">
        <Legend>
          <li>
            <span data-swatch style={{ background: colors[0] }} />
            {medianLabel} (barra de cima)
          </li>
          <li>
            <span data-swatch style={{ background: colors[1] }} />
            {p90Label} (barra de baixo)
          </li>
        </Legend>
        <VictoryChart
          horizontal
          width={width}
          height={height}
          padding={padding}
          domain={{ x: [0.5, rows.length + 0.5], y: [0, max * 1.05] }}
        >
          <VictoryAxis
            style={axisStyle(theme)}
            tickValues={rows.map((_, index) => at(index))}
            tickFormat={(value: number) => labels[rows.length - value]?.join('\n') ?? ''}
            tickLabelComponent={<VictoryLabel lineHeight={LINE_HEIGHT / AXIS_FONT} />}
          />
          <VictoryAxis
            dependentAxis
            label={axisLabel}
            style={{
              ...axisStyle(theme),
              axisLabel: { ...axisStyle(theme).axisLabel, padding: 30 },
            }}
            tickCount={Math.max(2, Math.floor((width - left - 72) / 80))}
            tickFormat={(value: number) => (Number.isInteger(value) ? `${value}` : '')}
          />
          {/* A group draws its first series lowest in a horizontal chart: 9 in 10 first, so the
              median is the upper bar of each row, as the legend says. */}
          <VictoryGroup offset={BAR + 2}>
            {[
              { data: series((row) => row.p90), color: colors[1] },
              { data: series((row) => row.median), color: colors[0] },
            ].map(({ data, color }) => (
              <VictoryBar
                key={color}
                data={data}
                barWidth={BAR}
                style={{ data: { fill: color }, labels: valueLabel }}
                labelComponent={<VictoryLabel dx={4} />}
              />
            ))}
          </VictoryGroup>
        </VictoryChart>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">
                {medianLabel} ({unit})
              </th>
              <th scope="col">
                {p90Label} ({unit})
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.median}</td>
                <td>{row.p90}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFigure>
  );
}

export default WaitChart;
