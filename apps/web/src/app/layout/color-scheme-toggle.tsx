import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('nav.toggleColorScheme')}
      title={t('nav.toggleColorScheme')}
      onClick={() => setColorScheme(computed === 'light' ? 'dark' : 'light')}
    >
      <IconMoon size={18} stroke={1.6} className="mantine-dark-hidden" />
      <IconSun size={18} stroke={1.6} className="mantine-light-hidden" />
    </ActionIcon>
  );
}
