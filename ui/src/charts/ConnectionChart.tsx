import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory';
import { CHART_WINDOW, pointsIn, windowDomain, type ChartPoint } from '../domain/charts';
import { axisStyle, chartBox, seriesTooltipContainer } from './chartStyle';
import { useChartWidth } from './useChartWidth';

/** The created rooms' samples are taken every 2 seconds (contracts/openapi/panel.yaml). */
export const SAMPLE_INTERVAL_MS = 2_000;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  .chart-title {
    margin: ${({ theme }) => `${theme.space(2)} 0 0`};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .scale {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${chartBox}
`;

export interface ConnectionChartProps {
  /** Names the chart, e.g. 'Paciente'. */
  title: string;
  /** Round-trip times in ms (Latência), oldest first. */
  latency: readonly number[];
  /** Connection levels (Nível da Conexão), oldest first. */
  level: readonly number[];
  /**
   * When the last sample was taken (the participant's update time): points are placed at their
   * time, one every {@link SAMPLE_INTERVAL_MS}. Without it, at seconds before the last one.
   */
  lastSampleAt?: Date | null;
  /** A level in words for the screen readers' table ('3 - Regular'); the number by default. */
  levelText?: (level: number) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const LEVEL_SCALE = '1 Excelente · 2 Bom · 3 Regular · 4 Ruim · 5 Muito ruim · 6 Sem conexão';

/**
 * A participant's connection over its last 20 samples as two aligned charts sharing the time axis:
 * Latência (ms) above, Nível da Conexão (1 excellent … 6 down) below; smooth lines of width 2 with
 * markers of size 4. Drawn at the width of their place (a modal, a phone), so axis labels stay at
 * 12 px. A hidden table repeats every value for screen readers.
 */
export function ConnectionChart({
  title,
  latency,
  level,
  lastSampleAt,
  levelText = String,
}: ConnectionChartProps) {
  const theme = useTheme();
  const { box, width } = useChartWidth(600);
  const narrow = width < 480;
  const height = narrow ? 170 : 200;
  // The two series are sampled together, so point n of one is point n of the other: both show the
  // window of the longer one (a shorter series shows the points it has inside that window).
  const longest = latency.length >= level.length ? latency : level;
  const [first, last] = windowDomain(longest, CHART_WINDOW);
  const total = longest.length;
  const anchor = lastSampleAt?.getTime();
  /** x of point n: its time (ms), or seconds before the last sample. */
  const xOf = (n: number) =>
    anchor !== undefined
      ? anchor - (total - n) * SAMPLE_INTERVAL_MS
      : -((total - n) * SAMPLE_INTERVAL_MS) / 1000;
  const tickText = (x: number) => (anchor !== undefined ? clock(x) : `${Math.round(x)} s`);
  const at = (points: readonly ChartPoint[]) => points.map((p) => ({ x: xOf(p.x), y: p.y }));
  const latencyPoints = at(pointsIn(latency, [first, last]));
  const levelPoints = at(pointsIn(level, [first, last]));
  const domainX: [number, number] = [xOf(first), xOf(Math.max(last, first + 1))];
  const maxLatency = Math.max(0, ...latencyPoints.map((p) => p.y));
  const maxLevel = Math.max(6, ...levelPoints.map((p) => p.y));
  const minLevel = Math.min(0, ...levelPoints.map((p) => p.y));
  const ticks = Math.max(2, Math.floor((width - 60) / 90));
  const padding = { top: 12, bottom: 36, left: 52, right: 20 };

  const chart = (
    name: string,
    points: { x: number; y: number }[],
    color: string,
    y: { domain: [number, number]; label: (value: number) => string; ticks?: number[] },
  ) => (
    <VictoryChart
      width={width}
      height={height}
      padding={padding}
      domain={{ x: domainX, y: y.domain }}
      containerComponent={seriesTooltipContainer(theme)}
    >
      <VictoryAxis
        style={axisStyle(theme)}
        tickCount={ticks}
        tickFormat={(x: number) => tickText(x)}
      />
      <VictoryAxis
        dependentAxis
        style={axisStyle(theme)}
        tickValues={y.ticks}
        tickFormat={(value: number) => y.label(value)}
      />
      <VictoryLine
        data={points.map((point) => ({ ...point, series: name }))}
        interpolation="monotoneX"
        style={{ data: { stroke: color, strokeWidth: 2 } }}
      />
      <VictoryScatter
        data={points.map((point) => ({ ...point, series: name }))}
        size={4}
        style={{ data: { fill: color } }}
      />
    </VictoryChart>
  );

  const latencyOf = (n: number) => latency[n - 1];
  const levelOf = (n: number) => level[n - 1];
  const rows = total ? range(first, Math.min(last, total)) : [];
  return (
    <Figure>
      <div ref={box} aria-hidden="true" data-testid="graficos-conexao">
        <p className="chart-title">Latência (ms)</p>
        {chart('Latência', latencyPoints, theme.colors.chart, {
          domain: [0, Math.max(50, Math.ceil((maxLatency * 1.15) / 10) * 10)],
          label: (value) => `${value}`,
        })}
        <p className="chart-title">Nível da Conexão</p>
        <p className="scale">{LEVEL_SCALE}</p>
        {chart('Nível da Conexão', levelPoints, theme.colors.chartSecondary, {
          domain: [minLevel, maxLevel],
          ticks: range(Math.ceil(minLevel), Math.floor(maxLevel)),
          label: (value) => `${value}`,
        })}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>
            {title}: últimos {CHART_WINDOW} pontos
          </caption>
          <thead>
            <tr>
              <th scope="col">{anchor !== undefined ? 'Horário' : 'Segundos antes da última'}</th>
              <th scope="col">Latência (ms)</th>
              <th scope="col">Nível da Conexão</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((n) => (
              <tr key={n}>
                <th scope="row">{tickText(xOf(n))}</th>
                <td>{latencyOf(n) ?? '—'}</td>
                <td>{levelOf(n) === undefined ? '—' : levelText(levelOf(n)!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}

export default ConnectionChart;
