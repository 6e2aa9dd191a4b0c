import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { withProviders } from '@/test/render';
import { DateField } from './date-field';

/** A page that holds an ISO date, as the pages do, and shows what it was given. */
function Page({ initial = '2026-11-20', clearable = false }: { initial?: string; clearable?: boolean }) {
  const [date, setDate] = useState(initial);
  const [valid, setValid] = useState(true);
  return (
    <>
      <DateField
        label="Trading day"
        value={date}
        min="2015-06-01"
        max="2026-11-23"
        clearable={clearable}
        onChange={setDate}
        onValidChange={setValid}
      />
      <output data-testid="iso">{date}</output>
      <output data-testid="valid">{String(valid)}</output>
    </>
  );
}

const iso = () => screen.getByTestId('iso').textContent;

/** Empties the field and types `text` into it, key by key. */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the date field', () => {
  it('shows the ISO date it is given day first', () => {
    render(withProviders(<Page />));
    expect(screen.getByLabelText('Trading day')).toHaveValue('20-11-2026');
  });

  it('takes a date typed DD-MM-YYYY (or with slashes) and gives the page an ISO date', async () => {
    const user = userEvent.setup();
    render(withProviders(<Page />));
    const field = screen.getByLabelText('Trading day');
    await retype(user, field, '19112026');
    expect(field).toHaveValue('19-11-2026');
    expect(iso()).toBe('2026-11-19');
    await retype(user, field, '18/11/2026');
    expect(iso()).toBe('2026-11-18');
    await user.clear(field);
    await user.paste('17.11.2026');
    await user.tab();
    expect(iso()).toBe('2026-11-17');
    expect(field).toHaveValue('17-11-2026');
  });

  it('acts on a short form on Enter, and writes it the standard way', async () => {
    const user = userEvent.setup();
    render(withProviders(<Page />));
    const field = screen.getByLabelText('Trading day');
    await retype(user, field, '3/1/2026');
    expect(iso()).toBe('2026-11-20');
    await user.keyboard('{Enter}');
    expect(iso()).toBe('2026-01-03');
    expect(field).toHaveValue('03-01-2026');
  });

  it('tells a date that does not exist once the field is left, and keeps the last good date', async () => {
    const user = userEvent.setup();
    render(withProviders(<Page />));
    const field = screen.getByLabelText('Trading day');
    await retype(user, field, '31-02-2026');
    expect(screen.queryByText(/is not a date/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('31-02-2026 is not a date: that month has 28 days.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('31-02-2026 is not a date: that month has 28 days.');
    expect(iso()).toBe('2026-11-20');
    expect(screen.getByTestId('valid')).toHaveTextContent('false');
    await retype(user, field, '13-13-2026');
    expect(screen.getByText('13-13-2026 is not a date: the month must be 01 to 12.')).toBeInTheDocument();
    await retype(user, field, 'tomorrow');
    expect(screen.getByText('Type the date as DD-MM-YYYY, for example 23-11-2026.')).toBeInTheDocument();
  });

  it('tells a date outside the range, day first', async () => {
    const user = userEvent.setup();
    render(withProviders(<Page />));
    const field = screen.getByLabelText('Trading day');
    await retype(user, field, '24-11-2026');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Choose a date from 01-06-2015 to 23-11-2026.')).toBeInTheDocument();
    expect(iso()).toBe('2026-11-20');
    await retype(user, field, '23-11-2026');
    expect(screen.queryByText(/Choose a date/)).not.toBeInTheDocument();
    expect(iso()).toBe('2026-11-23');
    expect(screen.getByTestId('valid')).toHaveTextContent('true');
  });

  it('asks for a date when emptied, unless empty is a value of its own', async () => {
    const user = userEvent.setup();
    const { unmount } = render(withProviders(<Page />));
    await user.clear(screen.getByLabelText('Trading day'));
    await user.tab();
    expect(screen.getByText('Type the date as DD-MM-YYYY, for example 23-11-2026.')).toBeInTheDocument();
    expect(iso()).toBe('2026-11-20');
    unmount();
    render(withProviders(<Page clearable />));
    await user.clear(screen.getByLabelText('Trading day'));
    await user.tab();
    expect(screen.queryByText(/Type the date/)).not.toBeInTheDocument();
    expect(iso()).toBe('');
  });

  it('follows the page when the page changes the date', async () => {
    function Stepper() {
      const [date, setDate] = useState('2026-11-20');
      return (
        <>
          <DateField label="Trading day" value={date} onChange={setDate} />
          <button type="button" onClick={() => setDate('2026-11-19')}>
            Previous day
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(withProviders(<Stepper />));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByLabelText('Trading day')).toHaveValue('19-11-2026');
  });

  it('picks a day on a calendar, from the keyboard too', async () => {
    const user = userEvent.setup();
    render(withProviders(<Page />));
    await user.click(screen.getByRole('button', { name: 'Choose Trading day on a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Choose Trading day on a calendar' });
    // Days after the range cannot be picked; focus starts on the chosen day.
    expect(within(calendar).getByRole('button', { name: '24 November 2026' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: '20 November 2026' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(iso()).toBe('2026-11-19');
    expect(screen.getByLabelText('Trading day')).toHaveValue('19-11-2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    const user = userEvent.setup();
    render(withProviders(<Page />));
    const field = screen.getByLabelText('Trading day');
    await retype(user, field, '31-02-2026');
    await user.tab();
    expect(screen.getByText('31-02-2026 कोई तारीख़ नहीं है: उस महीने में 28 दिन होते हैं।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trading day कैलेंडर से चुनें' }));
    expect(screen.getByRole('button', { name: '20 नवम्बर 2026' })).toBeInTheDocument();
  });
});
