import { z } from 'zod';
import { okSchema } from './envelope';
import { matchWebRoute } from './route-match';

/**
 * Web vitals (issue 14): the browser reports LCP, INP and CLS (and FCP, TTFB) of each page load to
 * `WebVitals/report`; the server keeps aggregate figures only (docs/web-vitals.md,
 * docs/decisions/0012-web-vitals-as-aggregate-histograms.md). Nothing in a report names a user: the
 * route is the route table's pattern (`/stocks/{symbol}`), never the address the page showed.
 */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** A coarse device class from the viewport's width: nothing else about the browser is sent. */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Viewports narrower than this (Mantine's `sm` breakpoint, 48em) count as phones. */
export const PHONE_BELOW_WIDTH_PX = 768;

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < PHONE_BELOW_WIDTH_PX ? 'phone' : 'desktop';
}

/** Where a report of a path the route table does not know is counted. */
export const OTHER_ROUTE = 'other';

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export interface WebVitalThreshold {
  /** Milliseconds, or a layout-shift score (CLS). */
  readonly unit: 'ms' | 'score';
  /** Values up to and including `good` are good; up to and including `poor`, needs improvement. */
  readonly good: number;
  readonly poor: number;
  /** The largest value a report may carry: anything above is a broken measurement, refused. */
  readonly max: number;
}

/** Google's thresholds (web.dev/articles/vitals, the same as the web-vitals library's). */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, WebVitalThreshold>> = {
  LCP: { unit: 'ms', good: 2500, poor: 4000, max: 600_000 },
  INP: { unit: 'ms', good: 200, poor: 500, max: 600_000 },
  CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 100 },
  FCP: { unit: 'ms', good: 1800, poor: 3000, max: 600_000 },
  TTFB: { unit: 'ms', good: 800, poor: 1800, max: 600_000 },
};

export function webVitalRating(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The route table's pattern of a path or a pattern (`/stocks/INFY` and `/stocks/{symbol}` both give
 * `/stocks/{symbol}`; a query or fragment is dropped), or `other`: a filled address is never kept.
 */
export function routePatternOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return matchWebRoute(pathname)?.route.path ?? OTHER_ROUTE;
}

/** The most measurements one report may carry: a page load has five, a few more after back/forward. */
export const MAX_WEB_VITALS_PER_REPORT = 30;

export const webVitalSample = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().nonnegative(),
    /** The route pattern the page was loaded on; a filled path is reduced to its pattern. */
    route: z.string().max(512).transform(routePatternOf),
  })
  .refine((sample) => sample.value <= WEB_VITAL_THRESHOLDS[sample.name].max, {
    message: 'The value is out of range for this measurement',
    path: ['value'],
  });
export type WebVitalSample = z.output<typeof webVitalSample>;

export const webVitalsReportBody = z.object({
  device: z.enum(DEVICE_CLASSES),
  metrics: z
    .array(webVitalSample)
    .min(1)
    .max(MAX_WEB_VITALS_PER_REPORT, `A report carries at most ${MAX_WEB_VITALS_PER_REPORT} measurements`),
});
export type WebVitalsReport = z.output<typeof webVitalsReportBody>;

export const webVitalsReportAnswer = okSchema({ accepted: z.number().int() });

export const webVitalsSummaryQuery = z.object({
  /** The window: the last `days` IST days, today included. */
  days: z.coerce.number().int().min(1).max(3660).default(7),
});

/** The figures of one metric over one slice: how many, percentiles, and the share of each rating. */
export const webVitalFigures = z.object({
  metric: z.enum(WEB_VITAL_NAMES),
  unit: z.enum(['ms', 'score']),
  count: z.number().int(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
  /** Shares (0–1) of the measurements rated good, needs improvement and poor. */
  good: z.number(),
  needs_improvement: z.number(),
  poor: z.number(),
});
export type WebVitalFigures = z.infer<typeof webVitalFigures>;

const figuresList = z.array(webVitalFigures);

export const webVitalsSummaryAnswer = okSchema({
  days: z.number().int(),
  /** First and last IST day of the window (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  thresholds: z.array(
    z.object({
      metric: z.enum(WEB_VITAL_NAMES),
      unit: z.enum(['ms', 'score']),
      good: z.number(),
      poor: z.number(),
    }),
  ),
  /** Every route and device together. */
  overall: figuresList,
  by_device: z.array(z.object({ device: z.enum(DEVICE_CLASSES), metrics: figuresList })),
  /** Busiest route first. */
  by_route: z.array(z.object({ route: z.string(), metrics: figuresList })),
  /** Oldest day first. */
  by_day: z.array(z.object({ day: z.string(), metrics: figuresList })),
});
export type WebVitalsSummary = z.input<typeof webVitalsSummaryAnswer>;
