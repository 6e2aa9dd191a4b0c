import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardAlert as Alerted } from '@/lib/dashboard-alert';
import { withProviders } from '@/test/render';
import { DashboardAlert, QueryAlert } from './dashboard-alert';

const refused = (message: string): Alerted => ({
  kind: 'warning',
  title: 'Oh snap! You got an error!',
  message,
});
const answer = (message: string) => ({ status: 0, message });

describe('a dismissed alert', () => {
  it('stays dismissed when a background refetch brings the same refusal (a poll, an order event)', () => {
    const view = render(withProviders(<QueryAlert query={{ error: null, data: answer('No such order') }} />));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() =>
      view.rerender(withProviders(<QueryAlert query={{ error: null, data: answer('No such order') }} />)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows again for another outcome, and for the same one after a success in between', () => {
    const view = render(withProviders(<QueryAlert query={{ error: null, data: answer('No such order') }} />));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() =>
      view.rerender(withProviders(<QueryAlert query={{ error: null, data: answer('Market is closed') }} />)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Market is closed');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => view.rerender(withProviders(<QueryAlert query={{ error: null, data: { status: 1 } }} />)));
    act(() =>
      view.rerender(withProviders(<QueryAlert query={{ error: null, data: answer('Market is closed') }} />)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Market is closed');
  });

  it('shows a command’s same refusal again when the command runs again (a new stamp)', () => {
    const view = render(withProviders(<DashboardAlert alert={refused('Insufficient funds')} stamp={1} />));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() =>
      view.rerender(withProviders(<DashboardAlert alert={refused('Insufficient funds')} stamp={2} />)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
  });
});
