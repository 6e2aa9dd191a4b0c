// Nivesh's service worker (issue 14): the app shell opens instantly on a repeat visit, and an
// offline visit shows /offline.html. Market data is never cached here: /api/ always goes to the
// network, so stale prices are never shown as live.
const SHELL = 'nivesh-shell-v1';
const ASSETS = 'nivesh-assets-v1';
const PRECACHE = ['/offline.html', '/favicon.svg', '/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  // The API bypasses this worker altogether where the browser can route statically (Chrome 123+):
  // /api/ requests go to the network without starting the worker or waiting for it. A beacon sent
  // as a page is unloaded (web vitals) was otherwise lost now and then on its way through it.
  const routes =
    typeof event.addRoutes === 'function'
      ? event
          .addRoutes({ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' })
          .catch(() => {})
      : Promise.resolve();
  event.waitUntil(
    Promise.all([routes, caches.open(SHELL).then((cache) => cache.addAll(PRECACHE))]).then(() =>
      self.skipWaiting(),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== SHELL && n !== ASSETS).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  // Hashed build files never change: the cache first, the network once.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) void cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  // Pages: always from the network (the server sets the page's language and status; the page is
  // small, its scripts come from the cache above); the offline page when there is no network.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match('/offline.html')) ?? Response.error()),
    );
  }
});
