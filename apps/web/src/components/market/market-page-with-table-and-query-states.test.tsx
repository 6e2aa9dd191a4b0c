import { get, noInput, refusalSchema } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '@/lib/api-client';
import { formatPercent } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DataTable } from './data-table';
import { MarketPage, RefreshButton } from './market-page';
import { QueryStates } from './query-states';
import { marketStrings } from './strings';

// The README's example page, end to end against a mocked API.
const gainersResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  asOf: z.string(),
  rows: z.array(z.object({ symbol: z.string(), changePct: z.number() })),
});
type Gainer = z.infer<typeof gainersResponse>['rows'][number];

/** A test endpoint (not in the registry), defined as every endpoint is. */
const gainersEndpoint = get({
  path: 'test/gainers',
  summary: 'test',
  query: noInput,
  answer: z.union([gainersResponse, refusalSchema]),
});

function GainersPage() {
  const query = useQuery({
    queryKey: ['test', 'gainers'],
    queryFn: () => callEndpoint(gainersEndpoint),
  });
  const answer = query.data && query.data.status === 1 ? query.data : null;
  return (
    <MarketPage
      title="Top gainers"
      breadcrumbs={[{ label: 'Market', href: '/market' }]}
      asOf={answer?.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query} isEmpty={(d) => d.rows.length === 0} empty="No gainers yet.">
        {(data) => (
          <DataTable<Gainer>
            caption="Top gainers"
            rows={data.rows}
            rowKey={(r) => r.symbol}
            rowHref={(r) => `/stocks/${r.symbol}`}
            columns={[
              { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
              {
                id: 'changePct',
                label: 'Change %',
                value: (r) => r.changePct,
                render: (r) => formatPercent(r.changePct),
                tone: 'sign',
                align: 'right',
              },
            ]}
          />
        )}
      </QueryStates>
    </MarketPage>
  );
}

function renderGainers() {
  return renderRoutes([{ path: '/top-gainers-nse', element: <GainersPage /> }], '/top-gainers-nse');
}

describe('a market page built from MarketPage, QueryStates and DataTable', () => {
  it('shows breadcrumb, title, the simulated badge, the IST time and the rows', async () => {
    mockApi({
      'test/gainers': () => ({
        body: {
          status: 1,
          message: 'ok',
          asOf: '2026-03-12T10:00:05Z',
          rows: [
            { symbol: 'INFY', changePct: 2.5 },
            { symbol: 'TCS', changePct: 1.25 },
          ],
        },
      }),
    });
    renderGainers();
    expect(screen.getByRole('heading', { level: 1, name: 'Top gainers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market');
    const badge = screen.getByText('Simulated market data');
    expect(badge.closest('[aria-describedby]')).toHaveAccessibleDescription(
      marketStrings.en.simulated.explanation,
    );
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'INFY' })).toHaveAttribute('href', '/stocks/INFY');
    expect(screen.getByText('12 Mar 2026, 15:30:05 IST')).toHaveAttribute(
      'dateTime',
      '2026-03-12T10:00:05.000Z',
    );
    expect(screen.getByText('+2.50 %')).toHaveAttribute('data-colour', 'green');
  });

  it('reads its own texts in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'test/gainers': () => ({
        body: {
          status: 1,
          message: 'ok',
          asOf: '2026-03-12T10:00:05Z',
          rows: [{ symbol: 'INFY', changePct: 2.5 }],
        },
      }),
    });
    renderGainers();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByText('सिम्युलेटेड बाज़ार डेटा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.getByText('1 में से 1–1')).toBeInTheDocument();
    expect(screen.getByText('प्रति पेज पंक्तियाँ')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2026, 15:30:05 IST').parentElement).toHaveTextContent(
      '12 Mar 2026, 15:30:05 IST तक',
    );
  });

  it('hides the badge for imported real data', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <MarketPage title="Bhavcopy" simulated={false}>
              x
            </MarketPage>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Bhavcopy' })).toBeInTheDocument();
    expect(screen.queryByText('Simulated market data')).toBeNull();
  });

  it('shows a refusal with Retry, and Retry refetches', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'test/gainers': () => {
        calls += 1;
        return calls === 1
          ? { body: { status: 0, message: 'The market has not opened yet.' } }
          : { body: { status: 1, message: 'ok', asOf: '2026-03-12T04:00:00Z', rows: [] } };
      },
    });
    renderGainers();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The market has not opened yet.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No gainers yet.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a server fault as an error with Retry', async () => {
    mockApi({ 'test/gainers': () => ({ status: 500, body: { status: 0, message: 'boom' } }) });
    renderGainers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this data');
    expect(alert).toHaveTextContent('There is something going wrong,please try again');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refreshes from the refresh action', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'test/gainers': () => {
        calls += 1;
        return { body: { status: 1, message: 'ok', asOf: '2026-03-12T04:00:00Z', rows: [] } };
      },
    });
    renderGainers();
    expect(await screen.findByText('No gainers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('keeps the last rows on screen when a refresh fails, with the error above them', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'test/gainers': () => {
        calls += 1;
        return calls === 1
          ? {
              body: {
                status: 1,
                message: 'ok',
                asOf: '2026-03-12T04:00:00Z',
                rows: [{ symbol: 'INFY', changePct: -1 }],
              },
            }
          : { status: 503, body: { status: 0, message: 'down' } };
      },
    });
    renderGainers();
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.getByText('-1.00 %')).toHaveAttribute('data-colour', 'red');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this data');
    expect(screen.getByRole('link', { name: 'INFY' })).toBeInTheDocument();
  });
});
