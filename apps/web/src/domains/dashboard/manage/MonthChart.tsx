// The month chart (loaded on its own, after the figures): this month's running amount day by day
// against the same month last year. Recharts through Chakra's charts; the figure's caption says in
// words what the lines show, so the chart itself is decoration for screen readers; the legend is
// drawn beside it (MonthComparisonCard).
import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthChartProps {
  days: ReadonlyArray<{ day: number; amount: number | null; lastYearAmount: number }>;
  labels: { current: string; lastYear: string; day: (day: number) => string };
  formatAmount: (value: number) => string;
  formatCompact: (value: number) => string;
}

export default function MonthChart({ days, labels, formatAmount, formatCompact }: MonthChartProps) {
  const chart = useChart({
    data: days.map((d) => ({ day: d.day, current: d.amount, lastYear: d.lastYearAmount })),
    series: [
      { name: 'current', color: 'primary.solid', label: labels.current },
      { name: 'lastYear', color: 'gray.500', label: labels.lastYear, strokeDasharray: '6 4' },
    ],
  });
  return (
    <Chart.Root chart={chart} height={{ base: '52', md: '64' }} aspectRatio="auto" aria-hidden="true">
      <LineChart
        data={chart.data}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ left: 4, right: 8, top: 8 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('day')}
          tickLine={false}
          axisLine={false}
          stroke={chart.color('fg.muted')}
          interval="preserveStartEnd"
          minTickGap={12}
        />
        <YAxis
          tickFormatter={formatCompact}
          tickLine={false}
          axisLine={false}
          stroke={chart.color('fg.muted')}
          width={64}
        />
        <Tooltip
          animationDuration={0}
          cursor={{ stroke: chart.color('border.emphasized') }}
          content={
            <Chart.Tooltip
              formatter={(value: number) => formatAmount(value)}
              labelFormatter={(day) => labels.day(Number(day))}
            />
          }
        />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={item.name}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeDasharray={item.strokeDasharray}
            dot={false}
            connectNulls={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
