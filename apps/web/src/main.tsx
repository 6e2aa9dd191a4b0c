import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  // Spec section 4: the page-language facility initialises first, then the app renders.
  await initI18n();

  const router = createAppRouter();
  const queryClient = createQueryClient();
  setUnauthorizedHandler(() => {
    void router.navigate('/login/', { replace: true });
  });

  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  // Hydrate when the root already holds pre-rendered markup, otherwise render from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
