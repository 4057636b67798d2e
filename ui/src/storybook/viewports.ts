/** The three widths every screen is reviewed at (the spec's breakpoint is 768 px). */
export const viewports = {
  mobile360: { name: 'Celular 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: {
    name: 'Desktop 1280',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/** Story `globals` that render a story at one of the three widths (also in story tests). */
export const atViewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
