import type { PolicyPageAnswer } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { PolicyPage } from './policy-page';

const answer: PolicyPageAnswer = {
  status: 1,
  message: 'Refund Policy',
  page: {
    key: 'refund',
    title: 'Refund Policy',
    version: '1.0',
    effectiveDate: '2026-11-27',
    summary: 'A full refund within 7 days of your first purchase.',
    sections: [
      {
        id: 'rules',
        heading: 'When you get a refund',
        paragraphs: ['Intro.'],
        points: ['Duplicate charges: refunded.'],
      },
      { id: 'how', heading: 'How to ask', paragraphs: ['Write to us.'], points: [] },
    ],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('policy pages', () => {
  it('render the server’s sections with the version and effective date, and link the other policies', async () => {
    const fetch = mockApi({ 'page/refundpolicy': () => ({ body: answer }) });
    renderRoutes([{ path: '/refund-policy/', element: <PolicyPage policy="refund" /> }], '/refund-policy/');
    expect(await screen.findByRole('heading', { name: 'Refund Policy', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'When you get a refund', level: 2 })).toBeTruthy();
    expect(screen.getByText('Duplicate charges: refunded.')).toBeTruthy();
    expect(screen.getByTestId('policy-version').textContent).toBe('Version 1.0, effective 27 Nov 2026');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy/',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/terms-and-condition/',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/v3/page/refundpolicy');
  });
});
