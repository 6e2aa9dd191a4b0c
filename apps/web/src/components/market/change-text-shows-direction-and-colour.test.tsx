import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '@/test/render';
import { ChangeText, direction } from './change-text';

describe('ChangeText', () => {
  it('shows a rise in green with ▲ and a sign', () => {
    render(withProviders(<ChangeText value={12.345} percent={1.2345} />));
    const text = screen.getByText(/12\.35/);
    expect(text).toHaveTextContent('▲ +12.35 (+1.23 %)');
    expect(text).toHaveAttribute('data-direction', 'up');
    expect(text.className).toMatch(/green/);
  });

  it('shows a fall in red with ▼', () => {
    render(withProviders(<ChangeText value={-0.5} format="percent" />));
    const text = screen.getByText(/0\.50/);
    expect(text).toHaveTextContent('▼ -0.50 %');
    expect(text).toHaveAttribute('data-direction', 'down');
    expect(text.className).toMatch(/red/);
  });

  it('shows no arrow or colour for a change that rounds to zero', () => {
    render(withProviders(<ChangeText value={-0.001} />));
    const text = screen.getByText('0.00');
    expect(text).toHaveAttribute('data-direction', 'flat');
    expect(text.className).not.toMatch(/red|green/);
  });

  it('formats rupee changes with a sign and can hide the arrow', () => {
    render(withProviders(<ChangeText value={1234.5} format="rupees" arrow={false} />));
    expect(screen.getByText('+₹1,234.50')).toHaveAttribute('data-direction', 'up');
  });

  it('puts a unit after the value, in its colour', () => {
    render(withProviders(<ChangeText value={-3086.43} format="rupees" unit="Cr" />));
    const text = screen.getByText(/-₹3,086\.43 Cr/);
    expect(text).toHaveTextContent('▼ -₹3,086.43 Cr');
    expect(text.className).toMatch(/red/);
  });

  it('shows a dash for a missing value', () => {
    render(withProviders(<ChangeText value={null} />));
    expect(screen.getByText('—')).not.toHaveAttribute('data-direction');
  });

  it('decides direction after rounding', () => {
    expect(direction(0.004)).toBe('flat');
    expect(direction(0.005)).toBe('up');
    expect(direction(-0.04, 1)).toBe('flat');
    expect(direction(Number.NaN)).toBeNull();
  });
});
