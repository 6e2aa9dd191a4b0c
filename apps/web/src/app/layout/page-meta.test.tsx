import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPageMeta, getPageMetaForPathname, homeMeta } from '@/config/page-meta';
import { i18n } from '@/lib/i18n';
import { PageMeta } from './page-meta';

function head(selector: string, attribute = 'content'): string | null {
  return document.head.querySelector(selector)?.getAttribute(attribute) ?? null;
}

describe('PageMeta', () => {
  it('renders title, description, keywords, author and canonical into the head', () => {
    render(<PageMeta entry={getPageMeta('/login/', '/login/')} />);
    expect(document.title).toBe('Sign in to Nivesh');
    expect(head('meta[name="description"]')).toContain('one-time password');
    expect(head('meta[name="keywords"]')).toContain('OTP');
    expect(head('meta[name="author"]')).toBe('Nivesh');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/login/`);
  });

  it("falls back to the home page's entry for missing fields", () => {
    render(<PageMeta entry={{ title: 'Only a title' }} />);
    expect(document.title).toBe('Only a title');
    expect(head('meta[name="description"]')).toBe(homeMeta().description);
    expect(head('meta[name="keywords"]')).toBe(homeMeta().keywords);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/`);
  });

  it('derives entries from the route table and uses the shown path as canonical', () => {
    const meta = getPageMetaForPathname('/stocks/RELIANCE');
    expect(meta.title).toBe('Stock | Market | Nivesh');
    expect(meta.canonical).toBe('/stocks/RELIANCE');
    expect(getPageMetaForPathname('/nowhere').title).toBe('Page not found | Nivesh');
  });

  it('reads the title and description in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(getPageMeta('/login/', '/login/').title).toBe('निवेश में साइन इन करें');
    const derived = getPageMetaForPathname('/stocks/RELIANCE');
    expect(derived.title).toBe('शेयर | बाज़ार | निवेश');
    expect(derived.description).not.toContain('traders and investors');
    expect(getPageMetaForPathname('/nowhere').title).toBe('पेज नहीं मिला | निवेश');
    render(<PageMeta entry={{ title: 'x' }} />);
    expect(head('meta[name="description"]')).toBe(homeMeta().description);
    expect(homeMeta().description).toContain('निवेश');
  });
});
