import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealsAnswerFor } from '@/features/today-activity/deals/test/deal-fixtures';
import { formatCrore } from '@/features/today-activity/fii-dii/lib/fii-dii-format';
import { fiiDiiDataAnswer } from '@/features/today-activity/fii-dii/test/fii-dii-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { InstitutionsTodayCard } from './institutions-today-card';

describe("the home page's card of institutions today", () => {
  it("shows the latest session's FII and DII net with the month to date and the day's bulk and block deals", async () => {
    const data = fiiDiiDataAnswer();
    mockApi({
      'TodayActivity/getFiiDiiData': () => ({ body: data }),
      'TodayActivity/getDeals': (url) => ({ body: dealsAnswerFor(url) }),
    });
    renderRoutes([{ path: '/', element: <InstitutionsTodayCard /> }], '/');

    const flows = await screen.findByTestId('institutions-flows');
    expect(flows).toHaveTextContent('Session of 23 Nov 2026');
    expect(flows).toHaveTextContent('Provisional');
    // 12,345.67 − 15,432.10 and 14,210.55 − 10,987.30, as the FII/DII page shows them.
    expect(flows).toHaveTextContent('-₹3,086.43 Cr');
    expect(flows).toHaveTextContent('+₹3,223.25 Cr');
    expect(flows).toHaveTextContent(`Month to date: ${formatCrore(data.monthToDate.fii.net, 'Cr')}`);
    expect(within(flows).getByRole('link', { name: 'FII/DII data' })).toHaveAttribute(
      'href',
      '/fii-dii-data-nse',
    );

    const bulk = await screen.findByTestId('institutions-bulk');
    const bulkDay = dealsAnswerFor(new URL('http://localhost/?kind=bulk'));
    expect(bulk).toHaveTextContent(`${bulkDay.summary.deals} deals in ${bulkDay.summary.stocks} stocks`);
    expect(within(bulk).getByRole('link', { name: 'Bulk deals' })).toHaveAttribute('href', '/bulk-deals-nse');
    const block = await screen.findByTestId('institutions-block');
    expect(within(block).getByRole('link', { name: 'Block deals' })).toHaveAttribute(
      'href',
      '/block-deals-nse',
    );
  });

  it('says a day had no deals and keeps the flows when the deals cannot be loaded', async () => {
    mockApi({
      'TodayActivity/getFiiDiiData': () => ({ body: fiiDiiDataAnswer() }),
      'TodayActivity/getDeals': (url) =>
        url.searchParams.get('kind') === 'block'
          ? { status: 500, body: { status: 0, message: 'boom' } }
          : { body: dealsAnswerFor(url, { deals: [] }) },
    });
    renderRoutes([{ path: '/', element: <InstitutionsTodayCard /> }], '/');
    expect(await screen.findByTestId('institutions-bulk')).toHaveTextContent('No deals');
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(screen.getByTestId('institutions-flows')).toBeInTheDocument();
  });
});
