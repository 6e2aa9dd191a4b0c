import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveUserData } from '@/lib/session/userdata-store';
import { RequireMobile } from './require-mobile';

function renderGuarded(path: string) {
  // No providers: the guard must render nothing of its own around the page.
  const router = createMemoryRouter(
    [
      { path: '/login/', element: <p>login page</p> },
      {
        element: <RequireMobile />,
        children: [
          { path: '/order-dashboard', element: <p>order dashboard</p> },
          { path: '/order-dashboard/:order_id', element: <p>order detail</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

describe('order dashboard guard', () => {
  it('redirects to /login/ with the path to come back to when no mobile is saved', async () => {
    const { router } = renderGuarded('/order-dashboard/7');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
    expect(router.state.location.search).toBe('?redirect=/order-dashboard/7');
  });

  it('redirects when the saved user data has no mobile', async () => {
    window.localStorage.setItem('userdata', JSON.stringify({ mobile: '', web_token: 't', user_name: 'A' }));
    renderGuarded('/order-dashboard');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('renders only the page when a mobile is saved', async () => {
    saveUserData({ mobile: '9876543210', web_token: 't', user_name: 'Asha' });
    const { container } = renderGuarded('/order-dashboard');
    expect(await screen.findByText('order dashboard')).toBeInTheDocument();
    expect(container.textContent).toBe('order dashboard');
  });
});
