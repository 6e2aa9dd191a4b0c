import { List, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import type { Crumb } from '@/components/market/market-page';
import {
  SignedInPage,
  type SignedInPageProps,
  SignedOutIntro,
  useSignedIn,
} from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { userStrategiesStrings } from '../strings';

export const LIST_HREF = appPath('/stratergy').getHref();
export const PERFORMANCE_HREF = appPath('/stratergy/performance').getHref();
export const ADD_HREF = appPath('/add-stratergy').getHref();
export const editHref = (id: string) =>
  appPath('/edit-stratergy/{strategies_id}').getHref({ strategies_id: id });
export const stocksHref = (id: string) =>
  appPath('/stratergy-stock/{strategies_id}').getHref({ strategies_id: id });

/** A rule in the screening language, shown as an example (code: the same in every language). */
const RULE_EXAMPLE = 'close > sma(close, 200) and rsi(14) < 40';

/** The breadcrumb every page of the area starts with. */
export function useStrategiesCrumb(): Crumb {
  const t = useStrings(userStrategiesStrings);
  return { label: t('common.myStrategies'), href: LIST_HREF };
}

type StrategiesFrameProps = Omit<SignedInPageProps, 'intro'>;

/** The frame of every page of the user's strategies: a signed-out visitor sees what they do and a way to sign in. */
export function StrategiesFrame(props: StrategiesFrameProps) {
  const t = useStrings(userStrategiesStrings);
  return (
    <SignedInPage
      {...props}
      intro={
        <SignedOutIntro
          icon={<IconTargetArrow size={26} aria-hidden="true" />}
          title={t('intro.title')}
          points={
            <>
              <List.Item>
                <Trans
                  ns={userStrategiesStrings.namespace}
                  i18nKey="intro.rules"
                  values={{ example: RULE_EXAMPLE }}
                  components={{ code: <Text span ff="monospace" /> }}
                />
              </List.Item>
              <List.Item>{t('intro.stocks')}</List.Item>
              <List.Item>{t('intro.backtested')}</List.Item>
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
