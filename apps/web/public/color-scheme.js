// Sets the colour scheme before the app's script runs, so a dark page never flashes white: the
// user's choice (kept by the app under `nivesh-color-scheme`), else the system's setting.
(() => {
  var chosen = null;
  try {
    chosen = window.localStorage.getItem('nivesh-color-scheme');
  } catch {
    // Storage may be off: the system's setting decides.
  }
  var dark =
    chosen === 'dark' ||
    ((chosen === null || chosen === 'auto') &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
