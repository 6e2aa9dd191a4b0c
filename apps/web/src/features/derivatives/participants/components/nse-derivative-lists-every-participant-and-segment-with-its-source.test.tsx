import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { participantAnswer } from '../test/participant-fixtures';
import { NseDerivativePage } from './nse-derivative-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/nse-derivative';

const render = () => renderRoutes([{ path: PATH, element: <NseDerivativePage /> }], PATH);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the NSE participant-wise OI page', { timeout: 30_000 }, () => {
  it('lists every participant in every segment with long, short and net, and NSE’s layout', async () => {
    mockApi({ 'FutureStock/getParticipantOi': () => ({ body: participantAnswer() }) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NSE participant-wise open interest' }, WAIT),
    ).toBeInTheDocument();
    expect((await screen.findByText('Client net index futures', {}, WAIT)).nextSibling?.textContent).toBe(
      '+33,653',
    );
    expect(screen.getByText('DII net index futures').nextSibling?.textContent).toBe('-84,129');
    const table = screen.getByRole('table', {
      name: 'Long, short and net contracts of every participant in every segment on 23 Nov 2026',
    });
    // 6 segments × (4 participants + total), and the header.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    await userEvent.setup().selectOptions(screen.getByLabelText('Segment'), 'optionIndexPut');
    const puts = within(table).getAllByRole('row');
    expect(puts).toHaveLength(6);
    expect(puts[5]?.textContent).toContain('Total');
    expect(puts[5]?.textContent).toContain('27,26,544');
    const file = screen.getByRole('table', {
      name: 'Participant-wise open interest on 23 Nov 2026 in NSE’s layout',
    });
    expect(within(file).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('What long and short mean')).toBeInTheDocument();
    expect(screen.getByText(/Every open contract has one long and one short side/)).toBeInTheDocument();
  });

  it('names the imported file a day comes from', async () => {
    mockApi({ 'FutureStock/getParticipantOi': () => ({ body: participantAnswer({ imported: true }) }) });
    render();
    expect(
      await screen.findByText(
        'From NSE’s file fao_participant_oi_23112026.csv for 23 Nov 2026 (imported).',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Simulated: the product’s model/)).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'FutureStock/getParticipantOi': () => ({ body: participantAnswer() }) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NSE प्रतिभागी-वार ओपन इंटरेस्ट' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByText('लॉन्ग और शॉर्ट का मतलब', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('क्लाइंट नेट इंडेक्स फ़्यूचर्स')).toBeInTheDocument();
  });
});
