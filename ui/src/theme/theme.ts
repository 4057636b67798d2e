/** Design tokens. Colours meet WCAG 2.2 AA contrast on their intended backgrounds. */
export const breakpoints = {
  /** The spec's single breakpoint: "mobile" is up to and including 768 px. */
  mobileMax: 768,
} as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
} as const;

const baseColors = {
  primary: '#1351b4',
  primaryDark: '#0c326f',
  primaryLight: '#dbe8fb',
  onPrimary: '#ffffff',
  danger: '#b01a1a',
  dangerLight: '#fde8e8',
  onDanger: '#ffffff',
  success: '#146c2e',
  successLight: '#e3f5e8',
  warning: '#8a5300',
  text: '#1b1b1b',
  textMuted: '#555555',
  background: '#f5f7fa',
  surface: '#ffffff',
  border: '#8c8c8c',
  borderLight: '#d9dde3',
  focus: '#c2850c',
  chart: '#4379EE',
  overlay: 'rgba(0, 0, 0, 0.55)',
};

export type ThemeColors = typeof baseColors;

const highContrastColors: ThemeColors = {
  primary: '#ffff00',
  primaryDark: '#ffff00',
  primaryLight: '#000000',
  onPrimary: '#000000',
  danger: '#ff6b6b',
  dangerLight: '#000000',
  onDanger: '#000000',
  success: '#5cff7a',
  successLight: '#000000',
  warning: '#ffd166',
  text: '#ffffff',
  textMuted: '#ffffff',
  background: '#000000',
  surface: '#000000',
  border: '#ffffff',
  borderLight: '#ffffff',
  focus: '#00ffff',
  chart: '#4379EE',
  overlay: 'rgba(0, 0, 0, 0.85)',
};

export interface ThemeOptions {
  highContrast?: boolean;
  /** Font scale, 1 = 100 %. Public-service portals offer A+ / A-. */
  fontScale?: number;
}

export function createTheme({ highContrast = false, fontScale = 1 }: ThemeOptions = {}) {
  return {
    highContrast,
    fontScale,
    colors: highContrast ? highContrastColors : baseColors,
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
    space: (n: number) => `${n * 0.25}rem`,
    radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    shadow: {
      card: '0 1px 3px rgba(0,0,0,0.12), 0 1px 2px rgba(0,0,0,0.08)',
      modal: '0 12px 32px rgba(0,0,0,0.25)',
    },
    breakpoints,
    media,
    zIndex: { header: 100, modal: 1000, toast: 1100 },
  };
}

export type Theme = ReturnType<typeof createTheme>;

export const defaultTheme: Theme = createTheme();
