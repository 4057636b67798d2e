import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory';
import { CHART_WINDOW, pointsIn, windowDomain, type ChartPoint } from '../domain/charts';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
import { axisStyle, seriesTooltipContainer } from './chartStyle';

const Box = styled.div`
  max-width: 600px;
  svg {
    max-width: 100%;
    height: auto;
  }
`;

export interface ConnectionChartProps {
  /** Names the chart, e.g. 'Paciente'. */
  title: string;
  /** Round-trip times (Latência). */
  latency: readonly number[];
  /** Connection levels (Nível da Conexão). */
  level: readonly number[];
}

/** The legend, on top, as text (readable at any zoom and in high contrast). */
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 0 0 0 56px;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .swatch {
    width: 0.875rem;
    height: 0.875rem;
    border-radius: 50%;
  }
`;

const LATENCY = 'Latência';
const LEVEL = 'Nível da Conexão';

/**
 * The panel's latency and connection-level chart: 600x320, the last 20 points, smooth lines of
 * width 2, markers of size 4, legend on top. A hidden table repeats the values for screen readers.
 */
export function ConnectionChart({ title, latency, level }: ConnectionChartProps) {
  const theme = useTheme();
  // The two series are sampled together, so point n of one is point n of the other: both show the
  // window of the longer one (a shorter series shows the points it has inside that window).
  const longest = latency.length >= level.length ? latency : level;
  const domain = windowDomain(longest, CHART_WINDOW);
  const series = [
    { name: LATENCY, points: pointsIn(latency, domain), color: theme.colors.chart },
    { name: LEVEL, points: pointsIn(level, domain), color: theme.colors.chartSecondary },
  ];
  const at = (points: readonly ChartPoint[], x: number) =>
    points.find((point) => point.x === x)?.y ?? '—';
  const rows = longest.length ? range(domain[0], Math.min(domain[1], longest.length)) : [];
  return (
    <Box>
      <Legend aria-hidden="true">
        {series.map((line) => (
          <li key={line.name}>
            <span className="swatch" style={{ background: line.color }} />
            {line.name}
          </li>
        ))}
      </Legend>
      <div aria-hidden="true">
        <VictoryChart
          width={600}
          height={320}
          padding={{ top: 16, bottom: 40, left: 56, right: 24 }}
          domain={{ x: domain }}
          containerComponent={seriesTooltipContainer(theme)}
        >
          <VictoryAxis style={axisStyle(theme)} />
          <VictoryAxis dependentAxis style={axisStyle(theme)} />
          {series.map((line) => (
            <VictoryLine
              key={line.name}
              data={line.points.map((point) => ({ ...point, series: line.name }))}
              interpolation="monotoneX"
              style={{ data: { stroke: line.color, strokeWidth: 2 } }}
            />
          ))}
          {series.map((line) => (
            <VictoryScatter
              key={`${line.name}-pontos`}
              data={line.points.map((point) => ({ ...point, series: line.name }))}
              size={4}
              style={{ data: { fill: line.color } }}
            />
          ))}
        </VictoryChart>
      </div>
      <table className="visually-hidden">
        <caption>
          {title}: últimos {CHART_WINDOW} pontos
        </caption>
        <thead>
          <tr>
            <th scope="col">Ponto</th>
            <th scope="col">{LATENCY}</th>
            <th scope="col">{LEVEL}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((x) => (
            <tr key={x}>
              <td>{x}</td>
              <td>{at(series[0]!.points, x)}</td>
              <td>{at(series[1]!.points, x)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

export default ConnectionChart;
