import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES, type Language, setLanguage } from '@/lib/i18n';

/** The header's language switch: shows the other language, in that language, and switches to it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      leftSection={<IconLanguage size={16} stroke={1.6} aria-hidden />}
      aria-label={t('nav.switchLanguage', { language: LANGUAGE_NAMES[other] })}
      data-current-language={currentLanguage()}
      onClick={() => void setLanguage(other)}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}
