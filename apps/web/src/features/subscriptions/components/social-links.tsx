import { Button, Group } from '@mantine/core';
import type { SocialLink } from '@nivesh/contracts';
import { IconBrandTelegram, IconBrandYoutube } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useStrings } from '@/lib/strings';
import { subscriptionsStrings } from '../strings';

function ChannelButton({
  href,
  icon,
  colour,
  children,
}: {
  href: string;
  icon: ReactNode;
  colour?: string;
  children: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color={colour}
      size="xs"
      leftSection={icon}
    >
      {children}
    </Button>
  );
}

/** The messaging-channel and video-channel links of the server's socialLink (spec 2.2). */
export function SocialLinks({ links }: { readonly links: SocialLink }) {
  const t = useStrings(subscriptionsStrings);
  return (
    <Group gap="xs">
      <ChannelButton href={links.telegram_link} icon={<IconBrandTelegram size={16} aria-hidden="true" />}>
        {t('social.telegram')}
      </ChannelButton>
      <ChannelButton
        href={links.youtube_link}
        colour="red"
        icon={<IconBrandYoutube size={16} aria-hidden="true" />}
      >
        {t('social.youtube')}
      </ChannelButton>
    </Group>
  );
}
