import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { getPageMeta, getPageMetaForPathname } from '@/config/page-meta';
import { useCurrentRoutePath } from '../route-handle';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { IndexStrip } from './index-strip';
import classes from './layout.module.css';
import { PageMeta } from './page-meta';

/** Top progress bar while a lazy page (or its data) loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('layout.loadingPage')} />;
}

/** Global header and footer around every page, with per-page head metadata. */
export function RootLayout() {
  // The head's title and description follow the page's language: render again when it changes.
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routePath = useCurrentRoutePath();
  const meta = routePath ? getPageMeta(routePath, pathname) : getPageMetaForPathname(pathname);
  return (
    <>
      <PageMeta entry={meta} />
      <NavigationProgress />
      <div className={classes.shell}>
        <a href="#main" className={classes.skipLink}>
          {t('layout.skipToContent')}
        </a>
        <AppHeader />
        <IndexStrip />
        <main id="main" className={classes.main}>
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's lazy module loads. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
