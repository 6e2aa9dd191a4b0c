import { Alert, Badge, List } from '@mantine/core';
import type { RiskCategory } from '@nivesh/contracts';
import { IconAlertTriangle, IconShieldHalf } from '@tabler/icons-react';
import type { Crumb } from '@/components/market/market-page';
import {
  SignedInPage,
  type SignedInPageProps,
  SignedOutIntro,
  useSignedIn,
} from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { portfolioAnalysisStrings } from '../strings';

export const HOME_HREF = appPath('/portfolio-analysis').getHref();
export const LIST_HREF = appPath('/portfolio-analysis/profile').getHref();
export const ADD_HREF = appPath('/portfolio-analysis/add-profile').getHref();
export const PERFORMANCE_HREF = appPath('/portfolio-analysis/performance').getHref();
export const ORDER_DASHBOARD_HREF = appPath('/portfolio-order-dashboard').getHref();
export const PORTFOLIOS_HREF = appPath('/portfolio/').getHref();
export const portfolioHref = (id: string) =>
  appPath('/portfolio-stock/{portfolio_id}').getHref({ portfolio_id: id });
export const profileHref = (id: string) =>
  appPath('/portfolio-analysis/profile-data/{profileID}').getHref({ profileID: id });
export const performanceHref = (id: string) => `${PERFORMANCE_HREF}?profile=${encodeURIComponent(id)}`;

/** The breadcrumb every page of the area starts with. */
export function usePortfolioAnalysisCrumb(): Crumb {
  const t = useStrings(portfolioAnalysisStrings);
  return { label: t('common.title'), href: HOME_HREF };
}

const CATEGORY_COLOURS: Readonly<Record<RiskCategory, string>> = {
  conservative: 'blue',
  moderatelyConservative: 'cyan',
  moderate: 'teal',
  moderatelyAggressive: 'orange',
  aggressive: 'red',
};

export function CategoryBadge({ category }: { readonly category: RiskCategory }) {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <Badge color={CATEGORY_COLOURS[category]} variant="light" size="lg" style={{ textTransform: 'none' }}>
      {t(`categories.${category}`)}
    </Badge>
  );
}

/** "No such profile": the profile was deleted, is another user's, or its id is malformed. */
export function NoSuchProfile() {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {t('common.notFound')}
    </Alert>
  );
}

type FrameProps = Omit<SignedInPageProps, 'intro'>;

/** The frame of every portfolio-analysis page: a signed-out visitor sees what it does and a way to sign in. */
export function PortfolioAnalysisFrame(props: FrameProps) {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <SignedInPage
      {...props}
      intro={
        <SignedOutIntro
          icon={<IconShieldHalf size={26} aria-hidden="true" />}
          title={t('intro.title')}
          points={
            <>
              <List.Item>{t('intro.questionnaire')}</List.Item>
              <List.Item>{t('intro.allocation')}</List.Item>
              <List.Item>{t('intro.xray')}</List.Item>
            </>
          }
          yours={t('intro.yours')}
          signIn={t('intro.signIn')}
        />
      }
    />
  );
}

export { useSignedIn };
