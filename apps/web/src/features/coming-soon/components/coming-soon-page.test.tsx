import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appPath } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { ComingSoonPage } from './coming-soon-page';

describe('coming-soon page', () => {
  it('names the section and title, says it is not available yet and links to available pages', async () => {
    renderRoutes(
      [
        {
          path: '/stocks/:symbol',
          element: (
            <ComingSoonPage
              route={appPath('/stocks/{symbol}')}
              params={{ symbol: 'RELIANCE' }}
              signedIn={false}
            />
          ),
        },
      ],
      '/stocks/RELIANCE',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock' })).toBeInTheDocument();
    expect(screen.getAllByText('Market').length).toBeGreaterThan(0);
    expect(screen.getByText(/not available yet\. We are building it/)).toBeInTheDocument();
    expect(screen.getByText('symbol: RELIANCE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/login/',
    );
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderRoutes(
      [{ path: '/x', element: <ComingSoonPage route={appPath('/stocks/{symbol}')} params={{}} signedIn /> }],
      '/x',
    );
    expect(await screen.findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});
