import { Badge } from '@mantine/core';
import { isBuiltRoute } from '@nivesh/contracts/routes';
import { useTranslation } from 'react-i18next';

/** Whether a menu link leads to a page not built yet (BUILT_ROUTE_PATHS of @nivesh/contracts). */
export const isComingSoon = (path: string): boolean => !isBuiltRoute(path);

/** The mark of a menu link to a page not built yet: shown, not hidden, so users see the roadmap. */
export function ComingSoonBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="gray" data-testid="coming-soon">
      {t('nav.comingSoon')}
    </Badge>
  );
}
