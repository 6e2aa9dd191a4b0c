import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  it('shows the image, the exact texts and a Go to Home link to /', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>home page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/no-such-page',
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.getByText("Look like you're lost")).toBeInTheDocument();
    expect(screen.getByText('the page you are looking for not avaible!')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: /Go to Home/ });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
