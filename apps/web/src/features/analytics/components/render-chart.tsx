import type { Analytics } from '@reelforge/contracts';
import { formatDay } from '../lib/format';
import { StackedBarChart, type BarSeries } from './stacked-bar-chart';

type Day = Analytics['renders']['days'][number];

const SERIES: BarSeries<Day>[] = [
  { key: 'finished', label: 'Finished', fill: 'fill-violet-500', swatch: 'bg-violet-500', value: (d) => d.finished },
  { key: 'failed', label: 'Failed', fill: 'fill-red-400', swatch: 'bg-red-400', value: (d) => d.failed },
  {
    key: 'other',
    label: 'Rendering or edited',
    fill: 'fill-amber-400',
    swatch: 'bg-amber-400',
    value: (d) => Math.max(0, d.requested - d.finished - d.failed),
  },
];

/** Stacked bars: AI renders requested per day, split by how they ended. */
export function RenderChart({ days }: { days: Day[] }) {
  return (
    <StackedBarChart
      days={days}
      series={SERIES}
      total={(d) => d.requested}
      height={220}
      padLeft={30}
      label="AI renders per day over the last 30 days"
      readoutTestId="render-chart-readout"
      readout={(d) => (
        <>
          {d.requested} requested · {d.finished} finished · {d.failed} failed
        </>
      )}
      tick={(t) => t}
      dayTitle={(d) => `${formatDay(d.date)}: ${d.requested} requested, ${d.finished} finished, ${d.failed} failed`}
      labelEvery={() => 7}
    />
  );
}
