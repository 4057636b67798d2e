/**
 * Design tokens. Colours meet WCAG 2.2 AA on their intended backgrounds (text 4.5:1, large text
 * and non-text 3:1); theme.test.ts checks every pairing the primitives use.
 */
export const breakpoints = {
  /** The spec's single breakpoint: "mobile" is up to and including 768 px. */
  mobileMax: 768,
} as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
} as const;

/** The same query for matchMedia (ResponsiveTable, Carousel). */
export const mobileQuery = `(max-width: ${breakpoints.mobileMax}px)`;

const baseColors = {
  primary: '#1351b4',
  primaryDark: '#0c326f',
  primaryLight: '#dbe8fb',
  onPrimary: '#ffffff',
  danger: '#b01a1a',
  dangerDark: '#7f1212',
  dangerLight: '#fde8e8',
  onDanger: '#ffffff',
  success: '#146c2e',
  successLight: '#e3f5e8',
  onSuccess: '#ffffff',
  warning: '#8a5300',
  warningLight: '#fff4e0',
  text: '#1b1b1b',
  textMuted: '#555555',
  background: '#f5f7fa',
  surface: '#ffffff',
  surfaceAlt: '#eef2f7',
  border: '#767676',
  borderLight: '#d9dde3',
  disabled: '#e6e6e6',
  onDisabled: '#5c5c5c',
  focus: '#a86500',
  /** The product's chart colour (spec). */
  chart: '#4379EE',
  chartSecondary: '#1b7f5a',
  overlay: 'rgba(0, 0, 0, 0.55)',
};

export type ThemeColors = typeof baseColors;

/** Yellow-on-black high contrast, as public-service portals offer it. */
const highContrastColors: ThemeColors = {
  primary: '#ffff00',
  primaryDark: '#ffff00',
  primaryLight: '#000000',
  onPrimary: '#000000',
  danger: '#ff8080',
  dangerDark: '#ff8080',
  dangerLight: '#000000',
  onDanger: '#000000',
  success: '#5cff7a',
  successLight: '#000000',
  onSuccess: '#000000',
  warning: '#ffd166',
  warningLight: '#000000',
  text: '#ffffff',
  textMuted: '#ffffff',
  background: '#000000',
  surface: '#000000',
  surfaceAlt: '#000000',
  border: '#ffffff',
  borderLight: '#ffffff',
  disabled: '#000000',
  onDisabled: '#c0c0c0',
  focus: '#00ffff',
  chart: '#8ab4ff',
  chartSecondary: '#5cff7a',
  overlay: 'rgba(0, 0, 0, 0.85)',
};

export interface ThemeOptions {
  highContrast?: boolean;
  /** Font scale, 1 = 100 %. Public-service portals offer A+ / A-. */
  fontScale?: number;
}

export function createTheme({ highContrast = false, fontScale = 1 }: ThemeOptions = {}) {
  const colors = highContrast ? highContrastColors : baseColors;
  return {
    highContrast,
    fontScale,
    colors,
    font: {
      family: "'Rawline', 'Raleway', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
      size: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.25rem',
        xl: '1.5rem',
        xxl: '2rem',
      },
      weight: { regular: 400, medium: 500, bold: 700 },
      lineHeight: 1.5,
    },
    /** Spacing on a 4 px grid (in rem, so it follows the font scale): space(4) = 1rem. */
    space: (n: number) => `${n * 0.25}rem`,
    radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    shadow: {
      card: highContrast ? 'none' : '0 1px 3px rgba(0,0,0,0.12), 0 1px 2px rgba(0,0,0,0.08)',
      modal: highContrast ? 'none' : '0 12px 32px rgba(0,0,0,0.25)',
    },
    /** The visible focus ring every interactive element uses. */
    focusRing: `outline: 3px solid ${colors.focus}; outline-offset: 2px;`,
    /** Minimum target size (WCAG 2.5.8 asks 24 px; 44 px is comfortable on touch screens). */
    targetSize: '2.75rem',
    layout: { maxWidth: '75rem' },
    breakpoints,
    media,
    zIndex: { header: 100, modal: 1000, toast: 1100 },
  };
}

export type Theme = ReturnType<typeof createTheme>;

export const defaultTheme: Theme = createTheme();
