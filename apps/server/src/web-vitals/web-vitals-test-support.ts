/** Test support for web vitals: a report as the browser sends it, the operator's summary. */
import {
  endpointUrl,
  type WebVitalsReport,
  type WebVitalsSummary,
  webVitalsEndpoints,
  webVitalsReportBody,
} from '@nivesh/contracts';
import type { FastifyInstance } from 'fastify';

export const OPERATOR = 'operator-token-for-web-vitals-tests';

export interface SentMetric {
  readonly name: string;
  readonly value: number;
  readonly route: string;
}

/** POSTs a report (any shape, to test refusals too); answers HTTP status and body. */
export async function sendReport(app: FastifyInstance, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: endpointUrl(webVitalsEndpoints.report),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
}

export function report(device: string, metrics: readonly SentMetric[]) {
  return { device, metrics };
}

/** A report as the endpoint hands it on: validated by the contract (routes reduced to patterns). */
export function validReport(device: string, metrics: readonly SentMetric[]): WebVitalsReport {
  return webVitalsReportBody.parse(report(device, metrics));
}

/** GETs the summary with a bearer token (none: no header). */
export async function fetchSummary(app: FastifyInstance, token: string | null, days = 7) {
  const res = await app.inject({
    url: `${endpointUrl(webVitalsEndpoints.summary)}?days=${days}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { statusCode: res.statusCode, body: res.json<WebVitalsSummary>() };
}

/** The count of one metric in a list of figures (0 when absent). */
export function countOf(metrics: readonly { metric: string; count: number }[], metric: string): number {
  return metrics.find((m) => m.metric === metric)?.count ?? 0;
}
