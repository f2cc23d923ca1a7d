import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Bar, BarStack, BarStackHorizontal } from '@visx/shape';
import type { ReactNode } from 'react';
import type { StageConversion } from '@/domain/dashboard/conversion';
import { occupancyStateLabels, occupancyStates, type OccupancyRow } from '@/domain/dashboard/occupancy';
import type { WeeklyRevenue } from '@/domain/dashboard/revenue';
import type { WeeklyCounts } from '@/domain/dashboard/weekly-counts';
import { weekLabel, weekLongLabel } from '@/domain/dashboard/weeks';
import styles from './dashboard.module.css';

/*
 * The sales dashboard's charts, drawn with visx (@visx/shape, scale, axis) as server components:
 * plain SVG in the HTML, no chart JavaScript in the browser (docs/decisions/0031). Each chart is
 * an image labelled by its title; its figures are in the table beside it, so colour is never the
 * only way to read it. Text and axes use currentColor, so they follow Payload's light or dark theme.
 */

/*
 * Okabe and Ito's colour-blind-safe set first, then more distinct hues for the many workspace
 * types; mid tones that read on light and dark themes. "Not known" is always grey.
 */
export const palette = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#7F3C8D',
  '#9C755F',
  '#499894',
  '#E15759',
  '#B6992D',
  '#FF9DA7',
  '#1F3A93',
  '#86BCB6',
] as const;
export const grey = '#8C8C8C';

/**
 * A fixed colour for every key of a dimension (all channels, all workspace types), so a series
 * keeps its colour whichever others are present; the key for "not known" gets grey.
 */
export function colourMap(keys: readonly string[], greyKey?: string): ReadonlyMap<string, string> {
  let next = 0;
  return new Map(
    keys.map((key) => [key, key === greyKey ? grey : palette[next++ % palette.length]!] as const),
  );
}

const width = 720;
const tick = { fill: 'currentColor', fontSize: 12, fontFamily: 'inherit' } as const;

type Frame = { id: string; title: string; height: number; children: ReactNode };

function ChartFrame({ id, title, height, children }: Frame) {
  return (
    // Focusable, so a keyboard can scroll a chart wider than a phone.
    <div className={styles.chartScroll} tabIndex={0} role="region" aria-labelledby={`${id}-svg-title`}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-svg-title`}
        aria-describedby={`${id}-svg-desc`}
        data-testid={`chart-${id}`}
      >
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-svg-desc`}>The figures are in the table below the chart.</desc>
        {children}
      </svg>
    </div>
  );
}

export type LegendEntry = { readonly label: string; readonly colour: string };

export function Legend({ entries, label }: { entries: readonly LegendEntry[]; label: string }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className={styles.swatch} style={{ background: entry.colour }} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

const integerTicks = (max: number) => Math.min(Math.max(max, 1), 5);

/** Stacked bars, one per week, a segment per series (leads by channel, by workspace type). */
export function WeeklyStackedBars({
  id,
  title,
  counts,
  colours,
}: {
  id: string;
  title: string;
  counts: WeeklyCounts;
  colours: ReadonlyMap<string, string>;
}) {
  const height = 280;
  const margin = { top: 12, right: 12, bottom: 36, left: 44 };
  const keys = counts.series.map((series) => series.key);
  const data = counts.weeks.map((week, index) => ({
    week,
    ...Object.fromEntries(counts.series.map((series) => [series.key, series.counts[index] ?? 0])),
  })) as ({ week: string } & Record<string, number>)[];
  const x = scaleBand<string>({
    domain: [...counts.weeks],
    range: [0, width - margin.left - margin.right],
    padding: 0.25,
  });
  const maxTotal = Math.max(1, ...counts.totals);
  const y = scaleLinear<number>({
    domain: [0, maxTotal],
    range: [height - margin.top - margin.bottom, 0],
    nice: true,
  });
  const labels = new Map(counts.series.map((series) => [series.key, series.label]));
  return (
    <ChartFrame id={id} title={title} height={height}>
      <Group left={margin.left} top={margin.top}>
        <BarStack
          data={data}
          keys={keys}
          x={(datum) => datum.week}
          xScale={x}
          yScale={y}
          color={(key) => colours.get(String(key)) ?? grey}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    <title>{`${labels.get(String(bar.key))}, week of ${weekLongLabel(bar.bar.data.week)}: ${bar.bar[1] - bar.bar[0]}`}</title>
                  </rect>
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={y}
          numTicks={integerTicks(maxTotal)}
          tickFormat={(value) => String(value)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          tickFormat={(week) => weekLabel(week)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </ChartFrame>
  );
}

/** A grid of weeks by rows (centres), each cell shaded by its count and labelled with it. */
export function WeeklyHeatmap({ id, title, counts }: { id: string; title: string; counts: WeeklyCounts }) {
  const row = 22;
  const margin = { top: 8, right: 12, bottom: 36, left: 132 };
  const height = margin.top + margin.bottom + row * Math.max(counts.series.length, 1);
  const x = scaleBand<string>({
    domain: [...counts.weeks],
    range: [0, width - margin.left - margin.right],
    padding: 0.06,
  });
  const y = scaleBand<string>({
    domain: counts.series.map((series) => series.label),
    range: [0, height - margin.top - margin.bottom],
    padding: 0.08,
  });
  const max = Math.max(1, ...counts.series.flatMap((series) => series.counts));
  const shade = scaleLinear<string>({ domain: [0, max], range: ['#e8f1f8', '#0b4f80'] });
  return (
    <ChartFrame id={id} title={title} height={height}>
      <Group left={margin.left} top={margin.top}>
        {counts.series.flatMap((series) =>
          counts.weeks.map((week, index) => {
            const count = series.counts[index] ?? 0;
            const cellX = x(week) ?? 0;
            const cellY = y(series.label) ?? 0;
            return (
              <g key={`${series.key}-${week}`}>
                <Bar
                  x={cellX}
                  y={cellY}
                  width={x.bandwidth()}
                  height={y.bandwidth()}
                  fill={count === 0 ? 'transparent' : shade(count)}
                  className={styles.cell}
                >
                  <title>{`${series.label}, week of ${weekLongLabel(week)}: ${count}`}</title>
                </Bar>
                {count > 0 && (
                  <text
                    x={cellX + x.bandwidth() / 2}
                    y={cellY + y.bandwidth() / 2 + 4}
                    textAnchor="middle"
                    fontSize={11}
                    fill={count > max / 2 ? '#ffffff' : '#0b2a40'}
                  >
                    {count}
                  </text>
                )}
              </g>
            );
          }),
        )}
        <AxisLeft
          scale={y}
          tickValues={y.domain()}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          tickFormat={(week) => weekLabel(week)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </ChartFrame>
  );
}

/** Horizontal bars: how many leads reached each stage, and how many were lost. */
export function ConversionBars({
  id,
  title,
  conversion,
}: {
  id: string;
  title: string;
  conversion: StageConversion;
}) {
  const rows = [
    ...conversion.reached.map((reach) => ({
      label: reach.label,
      count: reach.count,
      colour: reach.stage === 'won' ? '#009E73' : '#0072B2',
    })),
    { label: 'Lost', count: conversion.lost, colour: '#D55E00' },
  ];
  const row = 34;
  const margin = { top: 8, right: 56, bottom: 28, left: 120 };
  const height = margin.top + margin.bottom + row * rows.length;
  const innerWidth = width - margin.left - margin.right;
  const y = scaleBand<string>({
    domain: rows.map((entry) => entry.label),
    range: [0, height - margin.top - margin.bottom],
    padding: 0.2,
  });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, conversion.total)], range: [0, innerWidth] });
  return (
    <ChartFrame id={id} title={title} height={height}>
      <Group left={margin.left} top={margin.top}>
        {rows.map((entry) => (
          <g key={entry.label}>
            <Bar
              x={0}
              y={y(entry.label) ?? 0}
              width={x(entry.count)}
              height={y.bandwidth()}
              fill={entry.colour}
            >
              <title>{`${entry.label}: ${entry.count}`}</title>
            </Bar>
            <text x={x(entry.count) + 6} y={(y(entry.label) ?? 0) + y.bandwidth() / 2 + 4} {...tick}>
              {entry.count}
            </text>
          </g>
        ))}
        <AxisLeft
          scale={y}
          tickValues={y.domain()}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -6, dy: 4 }}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          numTicks={integerTicks(conversion.total)}
          tickFormat={(value) => String(value)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </ChartFrame>
  );
}

export const revenueColours = { net: '#0072B2', vat: '#56B4E9' } as const;

/** Revenue per week, before VAT and the VAT on top, in pounds. */
export function RevenueBars({
  id,
  title,
  weeks,
}: {
  id: string;
  title: string;
  weeks: readonly WeeklyRevenue[];
}) {
  const height = 280;
  const margin = { top: 12, right: 12, bottom: 36, left: 64 };
  const data = weeks.map((week) => ({ week: week.week, net: week.netPence / 100, vat: week.vatPence / 100 }));
  const x = scaleBand<string>({
    domain: data.map((datum) => datum.week),
    range: [0, width - margin.left - margin.right],
    padding: 0.25,
  });
  const max = Math.max(1, ...data.map((datum) => datum.net + datum.vat));
  const y = scaleLinear<number>({
    domain: [0, max],
    range: [height - margin.top - margin.bottom, 0],
    nice: true,
  });
  const money = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  });
  return (
    <ChartFrame id={id} title={title} height={height}>
      <Group left={margin.left} top={margin.top}>
        <BarStack
          data={data}
          keys={['net', 'vat'] as const}
          x={(datum) => datum.week}
          xScale={x}
          yScale={y}
          color={(key) => revenueColours[key]}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    <title>{`${bar.key === 'net' ? 'Before VAT' : 'VAT'}, week of ${weekLongLabel(bar.bar.data.week)}: ${money.format(bar.bar[1] - bar.bar[0])}`}</title>
                  </rect>
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(value) => money.format(Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          tickFormat={(week) => weekLabel(week)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </ChartFrame>
  );
}

export const occupancyColours = { let: '#0072B2', 'under-offer': '#E69F00', available: '#009E73' } as const;

export const occupancyLegend: LegendEntry[] = occupancyStates.map((state) => ({
  label: occupancyStateLabels[state],
  colour: occupancyColours[state],
}));

/** Units per group, let, under offer and available side by side in one bar. */
export function OccupancyBars({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: readonly OccupancyRow[];
}) {
  const row = 24;
  const margin = { top: 8, right: 16, bottom: 28, left: 150 };
  const height = margin.top + margin.bottom + row * Math.max(rows.length, 1);
  const data = rows.map((entry) => ({ label: entry.label, ...entry.counts }));
  const y = scaleBand<string>({
    domain: data.map((datum) => datum.label),
    range: [0, height - margin.top - margin.bottom],
    padding: 0.2,
  });
  const max = Math.max(1, ...rows.map((entry) => entry.total));
  const x = scaleLinear<number>({
    domain: [0, max],
    range: [0, width - margin.left - margin.right],
    nice: true,
  });
  const colour = scaleOrdinal<string, string>({
    domain: [...occupancyStates],
    range: occupancyStates.map((state) => occupancyColours[state]),
  });
  return (
    <ChartFrame id={id} title={title} height={height}>
      <Group left={margin.left} top={margin.top}>
        <BarStackHorizontal
          data={data}
          keys={[...occupancyStates]}
          y={(datum) => datum.label}
          xScale={x}
          yScale={y}
          color={(key) => colour(String(key))}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.width > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    <title>{`${bar.bar.data.label}, ${occupancyStateLabels[bar.key]}: ${bar.bar[1] - bar.bar[0]}`}</title>
                  </rect>
                )),
            )
          }
        </BarStackHorizontal>
        <AxisLeft
          scale={y}
          tickValues={y.domain()}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -6, dy: 4 }}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          numTicks={integerTicks(max)}
          tickFormat={(value) => String(value)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </ChartFrame>
  );
}
