import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 7, dark: 5 },
  colors: { nivesh },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
