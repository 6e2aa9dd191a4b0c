import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep teal: calm and trustworthy, and distinct from the red/green used for price moves.
const nivesh: MantineColorsTuple = [
  '#e7f6f3',
  '#d2ebe6',
  '#a5d6cc',
  '#74c0b1',
  '#4dad9a',
  '#35a18c',
  '#259a84',
  '#0b6e5f',
  '#0a5f52',
  '#064f44',
];

export const theme = createTheme({
  primaryColor: 'nivesh',
  // Dark: shade 8 keeps white text on filled buttons at 7.6:1 (shade 5 was 3.2:1); links in dark use
  // shade 4 (5.5:1 on the dark background).
  primaryShade: { light: 7, dark: 8 },
  colors: { nivesh },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Filled badges and buttons pick black or white text by their colour's luminance (white on
  // green-6 was 2.7:1, on red-6 3.8:1): white keeps 4.5:1 only below a luminance of 0.183.
  autoContrast: true,
  luminanceThreshold: 0.18,
});

/**
 * WCAG 2.2 AA contrast (issue 14): Mantine's dimmed grey is 3.32:1 on white (#868e96) and 4.2:1 in
 * dark (#828282 on #242424); these are 6.1:1 and 6.6:1, and stay above 4.5:1 on the grey panels.
 */
/**
 * In the light scheme, coloured text (`c="red"`) and the text of light and outline badges use these
 * darker shades: Mantine's are 2.4–3.8:1 (the yellow Simulated badge 2.68:1); each of these is at
 * least 4.7:1 on white and on its colour's light tint. The dark scheme keeps Mantine's (shade 4).
 */
const LIGHT_RED = '#b52424';
const LIGHT_TEXT: Readonly<Record<string, string>> = {
  red: LIGHT_RED,
  green: '#1a6d2e',
  teal: '#066649',
  yellow: '#7a4f00',
  orange: '#a33a00',
  blue: '#1864ab',
  grape: '#862e9c',
  gray: '#495057',
  cyan: '#0b6374',
  violet: '#5f3dc4',
  indigo: '#364fc7',
  pink: '#a61e4d',
  lime: '#3f6b09',
  nivesh: '#0a5f52',
};

const lightText = Object.fromEntries(
  Object.entries(LIGHT_TEXT).flatMap(([name, colour]) => [
    [`--mantine-color-${name}-text`, colour],
    [`--mantine-color-${name}-light-color`, colour],
    [`--mantine-color-${name}-outline`, colour],
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // A field's message and its text in error: Mantine's red-6 is 3.3:1 on white.
  light: {
    ...lightText,
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': LIGHT_RED,
  },
  // In dark, red-8 (Mantine's) is 3.5:1 on the dark body; shade 4, as coloured text uses, is 6.6:1.
  dark: {
    '--mantine-color-dimmed': '#a9a9a9',
    '--mantine-color-anchor': 'var(--mantine-color-nivesh-4)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
