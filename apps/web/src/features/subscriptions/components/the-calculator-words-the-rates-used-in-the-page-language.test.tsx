import type { ChargeLines, ChargeRate, ChargesAnswer } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { ChargesCalculatorPage } from './charges-calculator-page';

// The server sends each rate as numbers (Calculator/charges); the page words them in its language.
const INTRADAY: ChargeRate[] = [
  { key: 'brokerage', applies: true, capRupees: 20, percent: 0.03 },
  { key: 'stt', buyPercent: 0, sellPercent: 0.025 },
  { key: 'exchange', percent: 0.00297 },
  { key: 'sebi', rupeesPerCrore: 10 },
  { key: 'stampDuty', buyPercent: 0.003 },
  { key: 'dp', applies: false, rupeesPerScripSold: 13.5 },
  { key: 'gst', percent: 18 },
];
const DELIVERY: ChargeRate[] = [
  { key: 'brokerage', applies: false, capRupees: 0, percent: 0 },
  { key: 'stt', buyPercent: 0.1, sellPercent: 0.1 },
  { key: 'exchange', percent: 0.00297 },
  { key: 'sebi', rupeesPerCrore: 10 },
  { key: 'stampDuty', buyPercent: 0.015 },
  { key: 'dp', applies: true, rupeesPerScripSold: 13.5 },
  { key: 'gst', percent: 18 },
];

const lines: ChargeLines = {
  turnover: 250_000,
  brokerage: 20,
  stt: 0,
  exchange: 7.43,
  sebi: 0.25,
  stampDuty: 7.5,
  dp: 0,
  gst: 4.98,
  total: 40.16,
};

const answer = (rates: ChargeRate[]): ChargesAnswer => ({
  status: 1,
  message: 'Charges of 100 shares',
  buy: lines,
  sell: lines,
  total: lines,
  grossPnl: 5000,
  netPnl: 4863,
  breakevenPerShare: 1.37,
  rates,
});

function serveCharges() {
  mockApi({
    'Calculator/charges': (url) => ({
      body: answer(url.searchParams.get('product') === 'delivery' ? DELIVERY : INTRADAY),
    }),
  });
}

/** The "rates used" list as [name, rate] pairs, once the answer is shown. */
async function ratesShown(heading: string): Promise<string[][]> {
  const title = await screen.findByRole('heading', { name: heading, level: 2 });
  const list = title.parentElement;
  if (!list) throw new Error('no rates list');
  return Array.from(list.children)
    .filter((row) => row !== title && row.children.length === 2)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ''));
}

describe('the calculator words the rates used in the page language', () => {
  it('reads the intraday and delivery rates in English exactly as before', async () => {
    serveCharges();
    renderRoutes([{ path: '/Calculator', element: <ChargesCalculatorPage /> }], '/Calculator');
    expect(await ratesShown('Rates used')).toEqual([
      ['Brokerage', 'Lower of ₹20 and 0.03 % per executed order'],
      ['STT', '0.025 % on the sell (rounded to the rupee)'],
      ['Exchange transaction charge (NSE)', '0.00297 % of turnover'],
      ['SEBI turnover fee', '₹10 per crore'],
      ['Stamp duty', '0.003 % on the buy'],
      ['DP charge', 'None'],
      ['GST', '18 % on brokerage, exchange charge, SEBI fee and DP charge'],
    ]);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(await screen.findByText('₹13.5 + GST per scrip sold')).toBeTruthy();
    expect(await ratesShown('Rates used')).toEqual([
      ['Brokerage', 'Zero'],
      ['STT', '0.1 % on buy and 0.1 % on sell (rounded to the rupee)'],
      ['Exchange transaction charge (NSE)', '0.00297 % of turnover'],
      ['SEBI turnover fee', '₹10 per crore'],
      ['Stamp duty', '0.015 % on the buy'],
      ['DP charge', '₹13.5 + GST per scrip sold'],
      ['GST', '18 % on brokerage, exchange charge, SEBI fee and DP charge'],
    ]);
  });

  it('reads the rates in Hindi on the Hindi page, with no English sentence left', async () => {
    await i18n.changeLanguage('hi');
    serveCharges();
    renderRoutes([{ path: '/Calculator', element: <ChargesCalculatorPage /> }], '/Calculator');
    expect(await ratesShown('इस्तेमाल की गई दरें')).toEqual([
      ['ब्रोकरेज', 'हर एग्ज़ीक्यूट हुए ऑर्डर पर ₹20 या 0.03 %, जो भी कम हो'],
      ['STT', 'बिक्री पर 0.025 % (रुपये तक राउंड किया गया)'],
      ['एक्सचेंज ट्रांज़ैक्शन शुल्क (NSE)', 'टर्नओवर का 0.00297 %'],
      ['SEBI टर्नओवर फ़ीस', '₹10 प्रति करोड़'],
      ['स्टांप ड्यूटी', 'ख़रीद पर 0.003 %'],
      ['DP शुल्क', 'कोई नहीं'],
      ['GST', 'ब्रोकरेज, एक्सचेंज शुल्क, SEBI फ़ीस और DP शुल्क पर 18 %'],
    ]);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'डिलीवरी' }));
    expect(await screen.findByText('बेची गई हर स्क्रिप पर ₹13.5 + GST')).toBeTruthy();
    const delivery = new Map(
      (await ratesShown('इस्तेमाल की गई दरें')).map(([name, rate]) => [name ?? '', rate ?? '']),
    );
    expect(delivery.get('ब्रोकरेज')).toBe('शून्य');
    expect(delivery.get('STT')).toBe('ख़रीद पर 0.1 % और बिक्री पर 0.1 % (रुपये तक राउंड किया गया)');
    expect(delivery.get('स्टांप ड्यूटी')).toBe('ख़रीद पर 0.015 %');
    for (const english of [/per executed order/, /rounded to the rupee/, /of turnover/, /per crore/, /Zero/])
      expect(screen.queryByText(english)).toBeNull();
  });
});
