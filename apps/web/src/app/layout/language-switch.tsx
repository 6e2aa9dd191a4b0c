import { Button, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language, setLanguage } from '@/lib/i18n';

/** How a phone's header shows each language: two letters, in that language. */
const SHORT_NAMES: Readonly<Record<Language, string>> = { en: 'EN', hi: 'हि' };

/**
 * The header's language switch: shows the other language, in that language, and switches to it.
 * On a phone it is two letters (the header's icons and sign-in must fit 390 px); its accessible
 * name begins with the letters shown, so voice control ("click EN") finds it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'hi' ? 'en' : 'hi';
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={wide ? 8 : 6}
      leftSection={wide ? <IconLanguage size={16} stroke={1.6} aria-hidden /> : undefined}
      onClick={() => void setLanguage(other)}
    >
      {/* The name starts with what the button shows (WCAG 2.5.3), then says what it does. */}
      <span lang={other}>{wide ? LANGUAGE_NAMES[other] : SHORT_NAMES[other]}</span>
      <VisuallyHidden>: {t('nav.switchLanguage', { language: LANGUAGE_NAMES[other] })}</VisuallyHidden>
    </Button>
  );
}
