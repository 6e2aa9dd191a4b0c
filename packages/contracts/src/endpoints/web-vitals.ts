import { get, post } from '../endpoint';
import {
  webVitalsReportAnswer,
  webVitalsReportBody,
  webVitalsSummaryAnswer,
  webVitalsSummaryQuery,
} from '../web-vitals';

/** The browser's web-vitals reports and the operator's aggregate figures (docs/web-vitals.md). */
export const webVitalsEndpoints = {
  report: post({
    path: 'WebVitals/report',
    summary:
      "The browser's web vitals of a page load (sent as a beacon): kept only as aggregate figures per day, route pattern and device class",
    body: webVitalsReportBody,
    answer: webVitalsReportAnswer,
  }),
  summary: get({
    path: 'WebVitals/summary',
    summary:
      'Web vitals over the last `days` days: count, p50/p75/p95 and good / needs-improvement / poor shares per metric, overall, per device, route and day',
    query: webVitalsSummaryQuery,
    answer: webVitalsSummaryAnswer,
    access: 'operator',
  }),
};
