import { List } from '@mantine/core';
import { PORTFOLIO_TRANSACTIONS_MAX, PORTFOLIOS_MAX } from '@nivesh/contracts';
import { IconBriefcase } from '@tabler/icons-react';
import type { Crumb } from '@/components/market/market-page';
import {
  SignedInPage,
  type SignedInPageProps,
  SignedOutIntro,
  useSignedIn,
} from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { portfoliosStrings } from '../strings';

export const LIST_HREF = appPath('/portfolio/').getHref();
export const portfolioHref = (id: string) =>
  appPath('/portfolio-stock/{portfolio_id}').getHref({ portfolio_id: id });

export function usePortfoliosCrumb(): Crumb {
  const t = useStrings(portfoliosStrings);
  return { label: t('common.portfolios'), href: LIST_HREF };
}

/** The frame of every portfolio page: a signed-out visitor sees what portfolios do and a way to sign in. */
export function PortfoliosFrame(props: Omit<SignedInPageProps, 'intro'>) {
  const t = useStrings(portfoliosStrings);
  return (
    <SignedInPage
      {...props}
      intro={
        <SignedOutIntro
          icon={<IconBriefcase size={26} aria-hidden="true" />}
          title={t('intro.title')}
          points={
            <>
              <List.Item>
                {t('intro.portfolios', {
                  portfolios: PORTFOLIOS_MAX,
                  transactions: PORTFOLIO_TRANSACTIONS_MAX,
                })}
              </List.Item>
              <List.Item>{t('intro.returns')}</List.Item>
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
