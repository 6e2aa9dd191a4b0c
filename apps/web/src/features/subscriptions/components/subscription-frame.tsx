import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { useStrings } from '@/lib/strings';
import { subscriptionsStrings } from '../strings';

interface SubscriptionFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly onReload?: () => void;
  readonly reloading?: boolean;
  /** A back button's target and label. */
  readonly back?: { readonly to: string; readonly label: string };
  readonly breadcrumbs?: readonly { label: string; href?: string }[];
  readonly children: ReactNode;
}

/** The frame of the subscription and premium pages (no market data: no simulated badge). */
export function SubscriptionFrame({
  title,
  subtitle,
  onReload,
  reloading,
  back,
  breadcrumbs,
  children,
}: SubscriptionFrameProps) {
  const t = useStrings(subscriptionsStrings);
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      simulated={false}
      breadcrumbs={breadcrumbs}
      actions={
        <Group gap="xs">
          {back && (
            <Button
              component={Link}
              to={back.to}
              variant="default"
              size="xs"
              leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
            >
              {back.label}
            </Button>
          )}
          {onReload && (
            <RefreshButton onRefresh={onReload} refreshing={reloading ?? false} label={t('reload')} />
          )}
        </Group>
      }
    >
      {children}
    </MarketPage>
  );
}
