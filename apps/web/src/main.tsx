import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

  // The server's title and description of the route (for previews and crawlers) give way to the
  // ones each page renders in the page's language.
  for (const served of document.head.querySelectorAll('[data-served]')) served.remove();

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

  // The root holds index.html's small loading shell until this first render replaces it.
  createRoot(container).render(app);
}

/** The service worker (public/sw.js): the app's files from the cache on a repeat visit, an offline page. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before; nothing to tell the user.
    });
  });
}

/**
 * Web vitals of real page loads, reported to the server's aggregates (lib/web-vitals.ts,
 * docs/web-vitals.md): production builds only, loaded as its own small chunk off the first render.
 */
function measureWebVitals(): void {
  if (!import.meta.env.PROD) return;
  import('./lib/web-vitals')
    .then((vitals) => vitals.startWebVitals())
    .catch(() => {
      // Measuring is best effort: the app works the same without it.
    });
}

void start();
registerServiceWorker();
measureWebVitals();
