import { isBuiltRoute } from '@nivesh/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, NAV_GROUPS } from '@/config/navigation';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { AppFooter } from './app-footer';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavMenus } from './nav-menus';

const navLinks = NAV_GROUPS.flatMap((g) => g.links);

describe('menus and footer', () => {
  it('marks every menu link to an unbuilt page "Coming soon" and shows it (never hidden)', async () => {
    renderRoutes([{ path: '/', element: <MobileNavDrawer opened onClose={() => {}} /> }], '/');
    const unbuilt = navLinks.filter((l) => !isBuiltRoute(l.path));
    expect(unbuilt.length).toBeGreaterThan(10);
    expect(navLinks.length - unbuilt.length).toBeGreaterThan(30);
    // Every link is in the drawer; the unbuilt ones carry the mark and say so in their accessible name.
    await waitFor(() => expect(document.querySelector('a[href="/market"]')).not.toBeNull());
    const anchors = [...document.querySelectorAll('a')];
    for (const link of navLinks) {
      const anchor = anchors.find((a) => a.getAttribute('href') === link.getHref());
      if (!anchor) throw new Error(`No link to ${link.path}`);
      const coming = !isBuiltRoute(link.path);
      expect({
        path: link.path,
        marked: anchor.querySelector('[data-testid="coming-soon"]') !== null,
      }).toEqual({
        path: link.path,
        marked: coming,
      });
      expect(anchor.getAttribute('aria-label')).toBe(
        coming ? `${link.title}: coming soon, not built yet` : null,
      );
    }
  }, 30_000);

  it('marks coming links in the desktop menus', async () => {
    renderRoutes([{ path: '/', element: <NavMenus /> }], '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tools & tips' }));
    const tips = await screen.findByRole('menuitem', {
      name: 'Premium Stock Tips: coming soon, not built yet',
    });
    expect(within(tips).getByTestId('coming-soon').textContent).toBe('Coming soon');
    const tools = screen.getByRole('menuitem', { name: 'Trading Tools' });
    expect(within(tools).queryByTestId('coming-soon')).toBeNull();
  });

  it('links the three policies from the footer, built, and marks the unbuilt information pages', () => {
    renderRoutes([{ path: '/', element: <AppFooter /> }], '/');
    for (const [title, href] of [
      ['Privacy Policy', '/privacy-policy/'],
      ['Terms and Conditions', '/terms-and-condition/'],
      ['Refund Policy', '/refund-policy/'],
    ]) {
      const link = screen.getByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.parentElement?.querySelector('[data-testid="coming-soon"]')).toBeNull();
    }
    const about = screen.getByRole('link', { name: 'About Us' });
    expect(about.parentElement?.querySelector('[data-testid="coming-soon"]')).not.toBeNull();
    expect(FOOTER_LINKS.filter((l) => !isBuiltRoute(l.path)).length).toBe(
      screen.getAllByTestId('coming-soon').length,
    );
  });

  it('shows the menus and the footer in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <NavMenus />
              <AppFooter />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' }).getAttribute('href')).toBe(
      '/privacy-policy/',
    );
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'टूल और टिप्स' }));
    expect(await screen.findByRole('menuitem', { name: 'ट्रेडिंग टूल' })).toBeInTheDocument();
  });
});
