import { describe, expect, it } from 'vitest';
import { sameText } from './tri-state';

describe('text comparisons in screens', () => {
  it('match ignoring case, or a name by its initials', () => {
    expect(sameText('Information Technology', 'IT')).toBe(true);
    expect(sameText('information technology', 'Information Technology')).toBe(true);
    expect(sameText('Fast Moving Consumer Goods', 'fmcg')).toBe(true);
    expect(sameText('Oil Gas & Consumable Fuels', 'OGCF')).toBe(true);
    expect(sameText('Metals & Mining', 'MM')).toBe(true);
  });

  it('do not match a different name, a single letter, or two single words', () => {
    expect(sameText('Information Technology', 'Telecommunication')).toBe(false);
    expect(sameText('Information Technology', 'I')).toBe(false);
    expect(sameText('INFY', 'IT')).toBe(false);
    expect(sameText('Healthcare', 'H')).toBe(false);
  });
});
