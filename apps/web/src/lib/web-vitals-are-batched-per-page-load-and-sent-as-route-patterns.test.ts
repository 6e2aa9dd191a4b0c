import {
  endpointUrl,
  MAX_WEB_VITALS_PER_REPORT,
  webVitalsEndpoints,
  webVitalsReportBody,
} from '@nivesh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEndpointBeacon } from './api-client';
import { createVitalsBatch, type MeasuredVital, startWebVitals, type VitalsReportBody } from './web-vitals';

type Callback = (metric: MeasuredVital) => void;
const reporters = vi.hoisted(
  () => new Map<string, (metric: { id: string; name: string; value: number }) => void>(),
);

// The library stands in for the browser's performance observers: the test reports metrics by hand.
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: Callback) => {
    reporters.set(name, (metric) => callback(metric as MeasuredVital));
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const vital = (id: string, name: MeasuredVital['name'], value: number): MeasuredVital => ({
  id,
  name,
  value,
});

function capture() {
  const sent: VitalsReportBody[] = [];
  const send = (body: VitalsReportBody): boolean => {
    sent.push(body);
    return true;
  };
  return { sent, send };
}

describe('the web-vitals batch', () => {
  it('sends the metrics of a page load as one report, each under its route pattern, never the address', () => {
    const { sent, send } = capture();
    const batch = createVitalsBatch('phone', send);
    batch.add(vital('v1', 'LCP', 1800), '/stocks/INFY');
    batch.add(vital('v2', 'CLS', 0.01), '/otp/9876543210');
    batch.add(vital('v3', 'TTFB', 90), '/no/such/page');
    batch.add(vital('v4', 'FCP', 700), '/login');
    batch.flush();
    expect(sent).toEqual([
      {
        device: 'phone',
        metrics: [
          { name: 'LCP', value: 1800, route: '/stocks/{symbol}' },
          { name: 'CLS', value: 0.01, route: '/otp/{mobile}' },
          { name: 'TTFB', value: 90, route: 'other' },
          { name: 'FCP', value: 700, route: '/login/' },
        ],
      },
    ]);
    expect(webVitalsReportBody.safeParse(sent[0]).success).toBe(true);
  });

  it('keeps the latest value of a metric until the page is hidden, and never sends a metric twice', () => {
    const { sent, send } = capture();
    const batch = createVitalsBatch('desktop', send);
    batch.add(vital('cls', 'CLS', 0.05), '/');
    batch.add(vital('cls', 'CLS', 0.12), '/');
    batch.flush();
    batch.flush();
    batch.add(vital('cls', 'CLS', 0.3), '/');
    batch.add(vital('inp', 'INP', 240), '/');
    batch.flush();
    expect(sent.map((r) => r.metrics)).toEqual([
      [{ name: 'CLS', value: 0.12, route: '/' }],
      [{ name: 'INP', value: 240, route: '/' }],
    ]);
  });

  it(`splits a long queue into reports of ${MAX_WEB_VITALS_PER_REPORT} and keeps what could not be sent`, () => {
    let accept = false;
    const sent: VitalsReportBody[] = [];
    const batch = createVitalsBatch('desktop', (body) => {
      if (accept) sent.push(body);
      return accept;
    });
    for (let i = 0; i < MAX_WEB_VITALS_PER_REPORT + 5; i += 1)
      batch.add(vital(`lcp-${i}`, 'LCP', 1000 + i), '/');
    batch.flush();
    expect(sent).toEqual([]);
    accept = true;
    batch.flush();
    expect(sent.map((r) => r.metrics.length)).toEqual([MAX_WEB_VITALS_PER_REPORT, 5]);
  });
});

/** The browser's navigator with a recording sendBeacon and the given connection state. */
function stubNavigator(sendBeacon: (url: string, data?: BodyInit | null) => boolean, onLine: boolean): void {
  const stub: Navigator = Object.create(navigator, {
    sendBeacon: { value: sendBeacon },
    onLine: { value: onLine },
  });
  vi.stubGlobal('navigator', stub);
}

describe('startWebVitals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('beacons the queued metrics to the registry’s report endpoint when the page is hidden', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    stubNavigator(beacon, true);
    window.history.replaceState(null, '', '/stocks/TCS');
    startWebVitals();
    reporters.get('LCP')?.({ id: 'lcp-1', name: 'LCP', value: 2100 });
    reporters.get('CLS')?.({ id: 'cls-1', name: 'CLS', value: 0 });
    expect(beacon).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(endpointUrl(webVitalsEndpoints.report));
    if (!(data instanceof Blob)) throw new Error('The beacon carries no JSON blob');
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual({
      device: window.innerWidth < 768 ? 'phone' : 'desktop',
      metrics: [
        { name: 'LCP', value: 2100, route: '/stocks/{symbol}' },
        { name: 'CLS', value: 0, route: '/stocks/{symbol}' },
      ],
    });
  });

  it('never beacons a body the contract refuses (the server would answer 400, a console error)', () => {
    const beacon = vi.fn(() => true);
    stubNavigator(beacon, true);
    const tooLate = {
      device: 'desktop' as const,
      metrics: [{ name: 'LCP' as const, value: 3_600_000, route: '/' }],
    };
    expect(sendEndpointBeacon(webVitalsEndpoints.report, tooLate)).toBe(false);
    expect(sendEndpointBeacon(webVitalsEndpoints.report, { device: 'desktop', metrics: [] })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing while the browser is offline', () => {
    const beacon = vi.fn(() => true);
    stubNavigator(beacon, false);
    startWebVitals();
    reporters.get('LCP')?.({ id: 'lcp-offline', name: 'LCP', value: 2100 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
