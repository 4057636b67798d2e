import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory';
import { MONTHS } from '../domain/charts';
import { Select } from '../primitives/Select';
import { axisStyle, seriesTooltipContainer } from './chartStyle';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  figcaption {
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* The month selector gives way on a 320 px screen with text at 200 %. */
  .month {
    min-width: min(12rem, 100%);
    max-width: 100%;
  }
`;

export interface ChartSeries {
  name: string;
  points: readonly { x: string | number; y: number }[];
  color?: string;
}

export interface MonthLineChartProps {
  /** The chart's title, e.g. 'Detalhamento de Solicitações'. */
  title: string;
  /** The series of each month, keyed by month name ('Janeiro'…). */
  data: Readonly<Record<string, readonly ChartSeries[]>>;
  defaultMonth?: string;
  months?: readonly string[];
}

/**
 * A line chart with a month selector (default 'Janeiro', colour #4379EE) and a tooltip with the
 * series name and value. The same numbers are in a visually hidden table for screen readers.
 */
export function MonthLineChart({
  title,
  data,
  defaultMonth = 'Janeiro',
  months = MONTHS,
}: MonthLineChartProps) {
  const theme = useTheme();
  const [month, setMonth] = useState(defaultMonth);
  const series = data[month] ?? [];
  const palette = [theme.colors.chart, theme.colors.chartSecondary, theme.colors.warning];
  const colorOf = (index: number) => series[index]?.color ?? palette[index % palette.length]!;
  return (
    <Figure>
      <header>
        <figcaption>{title}</figcaption>
        <div className="month">
          <Select
            label="Mês"
            options={months.map((name) => ({ value: name, label: name }))}
            value={month}
            onChange={(value) => value && setMonth(value)}
          />
        </div>
      </header>
      <div aria-hidden="true">
        <VictoryChart
          height={300}
          width={640}
          padding={{ top: 24, bottom: 48, left: 56, right: 24 }}
          domainPadding={{ x: 12, y: 12 }}
          containerComponent={seriesTooltipContainer(theme)}
        >
          <VictoryAxis style={axisStyle(theme)} />
          <VictoryAxis dependentAxis style={axisStyle(theme)} />
          {series.map((line, index) => (
            <VictoryLine
              key={line.name}
              data={line.points.map((point) => ({ ...point, series: line.name }))}
              interpolation="monotoneX"
              style={{ data: { stroke: colorOf(index), strokeWidth: 2 } }}
            />
          ))}
          {series.map((line, index) => (
            <VictoryScatter
              key={`${line.name}-pontos`}
              data={line.points.map((point) => ({ ...point, series: line.name }))}
              size={4}
              style={{ data: { fill: colorOf(index) } }}
            />
          ))}
        </VictoryChart>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>
            {title} — {month}
          </caption>
          <thead>
            <tr>
              <th scope="col">Série</th>
              <th scope="col">Ponto</th>
              <th scope="col">Valor</th>
            </tr>
          </thead>
          <tbody>
            {series.flatMap((line) =>
              line.points.map((point) => (
                <tr key={`${line.name}-${point.x}`}>
                  <td>{line.name}</td>
                  <td>{point.x}</td>
                  <td>{point.y}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}

export default MonthLineChart;
