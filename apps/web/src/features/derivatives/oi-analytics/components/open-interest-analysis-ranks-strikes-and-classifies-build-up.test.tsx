import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { analysisAnswer, chainAnswer, optionDataAnswer } from '../test/oi-fixtures';
import { OpenInterestAnalysisPage } from './open-interest-analysis-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };

const PATH = '/open-interest-analysis';

function renderPage() {
  mockApi({
    'OptionchainOI/getAnalysisData': () => ({ body: analysisAnswer() }),
    'Optionchain/getOptionChain': () => ({ body: chainAnswer() }),
    'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
  });
  return renderRoutes([{ path: PATH, element: <OpenInterestAnalysisPage /> }], PATH);
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the open interest analysis page', { timeout: 30_000 }, () => {
  it('ranks the strikes with the most call and put OI, and the most added and shed today', async () => {
    renderPage();
    const calls = await screen.findByRole('table', { name: 'Highest call OI' }, WAIT);
    expect(firstCells(calls)[0]).toBe('24,500');
    expect(within(calls).getAllByRole('row')).toHaveLength(11);
    const puts = screen.getByRole('table', { name: 'Highest put OI' });
    expect(firstCells(puts)[0]).toBe('24,000');
    const added = screen.getByRole('table', { name: 'Most OI added today' });
    expect(firstCells(added).slice(0, 2)).toEqual(['24,400', '24,100']);
    const firstAdded = within(added).getAllByRole('row')[1];
    expect(firstAdded && within(firstAdded).getByText('CE')).toBeInTheDocument();
    const shed = screen.getByRole('table', { name: 'Most OI shed today' });
    expect(firstCells(shed)[0]).toBe('23,900');
  });

  it('sums OI either side of spot and explains the build-up of each strike', async () => {
    renderPage();
    const sides = await screen.findByRole(
      'table',
      {
        name: 'Call and put open interest below and above spot',
      },
      WAIT,
    );
    expect(within(sides).getByText('Below spot (15)')).toBeInTheDocument();
    expect(within(sides).getByText('At or above spot (16)')).toBeInTheDocument();
    expect(screen.getByText(/writers hold .*× as much on the put side/)).toBeInTheDocument();
    // The four categories explained, then the strikes (±15 around the ATM strike, cut at the lowest: 30).
    expect(screen.getByText('Price down, OI up: new writers (sellers) are coming in.')).toBeInTheDocument();
    const strikes = await screen.findByRole(
      'table',
      {
        name: 'Price change against OI change of each strike’s call and put',
      },
      WAIT,
    );
    expect(within(strikes).getAllByRole('row')).toHaveLength(31);
    const atm = within(strikes)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('24,400'));
    expect(atm && within(atm).getByText('Short build-up')).toBeInTheDocument();
    // PCR per expiry and the levels follow the tables.
    expect(screen.getByRole('table', { name: /Put-call ratio, max pain and ATM IV/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support and resistance from OI' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ओपन इंटरेस्ट विश्लेषण' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'सबसे ज़्यादा कॉल OI' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('स्पॉट के दोनों ओर OI')).toBeInTheDocument();
  });
});
