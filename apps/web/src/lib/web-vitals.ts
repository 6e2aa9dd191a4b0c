/**
 * Web vitals of real page loads (issue 14; docs/web-vitals.md): LCP, INP, CLS, FCP and TTFB measured
 * by the web-vitals library, batched, and sent as one beacon to `WebVitals/report` whenever the page
 * is hidden (another tab, another app, a closed tab, a full navigation away). Production builds
 * only (main.tsx). What is sent: the metric, its value, the route *pattern* of the page load
 * (`/stocks/{symbol}`, never the address) and a device class from the viewport's width; nothing
 * else. Measuring never gets in the user's way: nothing is thrown or logged, nothing is sent offline.
 */
import {
  type DeviceClass,
  deviceClassOf,
  MAX_WEB_VITALS_PER_REPORT,
  routePatternOf,
  type WebVitalName,
  webVitalsEndpoints,
  type webVitalsReportBody,
} from '@nivesh/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { z } from 'zod';
import { sendEndpointBeacon } from '@/lib/api-client';

/** What the batch needs of a web-vitals metric (its `id` is one metric of one page load). */
export interface MeasuredVital {
  readonly id: string;
  readonly name: WebVitalName;
  readonly value: number;
}

export type VitalsReportBody = z.input<typeof webVitalsReportBody>;

export interface VitalsBatch {
  /** Queues a metric's latest value under the route of the page load it belongs to. */
  add(metric: MeasuredVital, route: string): void;
  /** Sends what is queued (in reports of at most MAX_WEB_VITALS_PER_REPORT); keeps it when not sent. */
  flush(): void;
}

/**
 * The queue of one page's metrics. A metric reported again before the page is hidden replaces its
 * value (CLS and INP grow); once sent, a metric is not sent again (a later, larger value of the same
 * page load would be counted twice in the server's aggregates). A bfcache restore brings new ids.
 */
export function createVitalsBatch(
  device: DeviceClass,
  send: (body: VitalsReportBody) => boolean,
): VitalsBatch {
  const queued = new Map<string, VitalsReportBody['metrics'][number]>();
  const sent = new Set<string>();
  return {
    add(metric, route) {
      if (sent.has(metric.id)) return;
      queued.set(metric.id, { name: metric.name, value: metric.value, route: routePatternOf(route) });
    },
    flush() {
      const ids = [...queued.keys()];
      for (let start = 0; start < ids.length; start += MAX_WEB_VITALS_PER_REPORT) {
        const chunk = ids.slice(start, start + MAX_WEB_VITALS_PER_REPORT);
        const metrics = chunk.flatMap((id) => {
          const metric = queued.get(id);
          return metric ? [metric] : [];
        });
        if (!send({ device, metrics })) return;
        for (const id of chunk) {
          queued.delete(id);
          sent.add(id);
        }
      }
    },
  };
}

/** The route pattern of the address the window shows. */
const currentRoute = (): string => routePatternOf(window.location.pathname);

/** Starts measuring this page load and reporting it when the page is hidden. Never throws. */
export function startWebVitals(): void {
  try {
    const batch = createVitalsBatch(deviceClassOf(window.innerWidth), (body) =>
      navigator.onLine === false ? false : sendEndpointBeacon(webVitalsEndpoints.report, body),
    );
    // The metrics of a page load belong to the route it was loaded on (the app may have moved on
    // to other routes by the time CLS and INP are final); a bfcache restore is a new page load.
    let loadRoute = currentRoute();
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) loadRoute = currentRoute();
    });
    const add = (metric: MeasuredVital): void => batch.add(metric, loadRoute);
    onLCP(add);
    onINP(add);
    onCLS(add);
    onFCP(add);
    onTTFB(add);
    // Heard after web-vitals' own listener (on the window, capturing), which makes CLS and INP final
    // as the page is hidden. Not `pagehide`: a page being unloaded fires it before it is hidden, so
    // a beacon sent then would leave CLS and INP behind (the web-vitals library's advice too).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') batch.flush();
    });
  } catch {
    // Measuring is best effort: a browser without these APIs simply sends nothing.
  }
}
