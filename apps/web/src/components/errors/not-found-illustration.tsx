import { useStrings } from '@/lib/strings';
import { errorsStrings } from './strings';

/** A lost traveller's map with a falling chart line: the not-found page's image. */
export function NotFoundIllustration() {
  const t = useStrings(errorsStrings);
  return (
    <svg
      role="img"
      aria-label={t('illustration')}
      viewBox="0 0 320 220"
      width="100%"
      style={{ maxWidth: 360, height: 'auto' }}
    >
      <ellipse cx="160" cy="200" rx="120" ry="10" fill="var(--mantine-color-default-border)" />
      <path d="M40 40l80-18 80 18 80-18v150l-80 18-80-18-80 18z" fill="var(--mantine-color-nivesh-0)" />
      <path d="M120 22v150M200 40v150" stroke="var(--mantine-color-nivesh-2)" strokeWidth="2" />
      <path
        d="M40 40l80-18 80 18 80-18v150l-80 18-80-18-80 18z"
        fill="none"
        stroke="var(--mantine-color-nivesh-7)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M62 150c20-10 30-40 55-38s30 30 55 22 28-50 52-58"
        fill="none"
        stroke="var(--mantine-color-nivesh-6)"
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="62" cy="150" r="7" fill="var(--mantine-color-nivesh-7)" />
      <circle cx="246" cy="70" r="26" fill="#f2c14e" />
      <text
        x="246"
        y="81"
        textAnchor="middle"
        fontSize="32"
        fontWeight="700"
        fill="#3d2c00"
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
    </svg>
  );
}
