import {
  DEVICE_CLASSES,
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  type WebVitalFigures,
  type WebVitalName,
  type WebVitalsSummary,
} from '@nivesh/contracts';
import type { WebVitalsDailyRow } from '../db/schema';
import { addBuckets, emptyBuckets, percentileOf } from './histogram';

/** The summary's payload: the answer without the envelope's status and message. */
export type WebVitalsSummaryPayload = Omit<WebVitalsSummary, 'status' | 'message'>;

export interface SummaryWindow {
  readonly days: number;
  readonly from: string;
  readonly to: string;
}

const isMetric = (name: string): name is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(name);

function round(value: number, unit: 'ms' | 'score'): number {
  return unit === 'ms' ? Math.round(value) : Math.round(value * 10_000) / 10_000;
}

const share = (part: number, whole: number): number => Math.round((part / whole) * 10_000) / 10_000;

/** The figures of one metric over rows of it (at least one value among them). */
function figuresOfMetric(metric: WebVitalName, rows: readonly WebVitalsDailyRow[]): WebVitalFigures {
  const buckets = emptyBuckets(metric);
  let count = 0;
  let good = 0;
  let needsImprovement = 0;
  let poor = 0;
  for (const row of rows) {
    addBuckets(buckets, row.buckets);
    count += row.count;
    good += row.good;
    needsImprovement += row.needsImprovement;
    poor += row.poor;
  }
  const { unit } = WEB_VITAL_THRESHOLDS[metric];
  return {
    metric,
    unit,
    count,
    p50: round(percentileOf(metric, buckets, 0.5), unit),
    p75: round(percentileOf(metric, buckets, 0.75), unit),
    p95: round(percentileOf(metric, buckets, 0.95), unit),
    good: share(good, count),
    needs_improvement: share(needsImprovement, count),
    poor: share(poor, count),
  };
}

/** Each metric's figures over the rows, in the order of WEB_VITAL_NAMES; metrics without values left out. */
export function figuresOf(rows: readonly WebVitalsDailyRow[]): WebVitalFigures[] {
  return WEB_VITAL_NAMES.flatMap((metric) => {
    const ofMetric = rows.filter((row) => row.metric === metric && row.count > 0);
    return ofMetric.length > 0 ? [figuresOfMetric(metric, ofMetric)] : [];
  });
}

function groupBy(rows: readonly WebVitalsDailyRow[], key: (row: WebVitalsDailyRow) => string) {
  const groups = new Map<string, WebVitalsDailyRow[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const countOf = (rows: readonly WebVitalsDailyRow[]): number => rows.reduce((n, row) => n + row.count, 0);

/** The operator's summary of the stored rows of a window: overall, per device, per route, per day. */
export function summarise(
  stored: readonly WebVitalsDailyRow[],
  window: SummaryWindow,
): WebVitalsSummaryPayload {
  const rows = stored.filter((row) => isMetric(row.metric) && row.day >= window.from && row.day <= window.to);
  const byRoute = [...groupBy(rows, (row) => row.route)].sort(
    ([a, x], [b, y]) => countOf(y) - countOf(x) || a.localeCompare(b),
  );
  const byDay = [...groupBy(rows, (row) => row.day)].sort(([a], [b]) => a.localeCompare(b));
  return {
    ...window,
    thresholds: WEB_VITAL_NAMES.map((metric) => {
      const { unit, good, poor } = WEB_VITAL_THRESHOLDS[metric];
      return { metric, unit, good, poor };
    }),
    overall: figuresOf(rows),
    by_device: DEVICE_CLASSES.map((device) => ({
      device,
      metrics: figuresOf(rows.filter((row) => row.device === device)),
    })).filter((group) => group.metrics.length > 0),
    by_route: byRoute.map(([route, ofRoute]) => ({ route, metrics: figuresOf(ofRoute) })),
    by_day: byDay.map(([day, ofDay]) => ({ day, metrics: figuresOf(ofDay) })),
  };
}
