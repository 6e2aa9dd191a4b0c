import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

export function LogoMark({ size = 32 }: { readonly size?: number }) {
  return (
    <svg className={classes.logoMark} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b6e5f" />
      <path d="M14 46V18h6l16 19V18h6v28h-6L20 27v19z" fill="#ffffff" />
      <path
        d="M44 40l6-8 6 4"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home.getHref()} className={classes.logoLink} aria-label={t('nav.homeLink')}>
      <LogoMark />
      <Text component="span" fw={800} fz="xl" lh={1}>
        {t('brand')}
      </Text>
    </Link>
  );
}
