/** The widths every screen is reviewed at (the spec's breakpoint is 768 px), and 320 for reflow. */
export const viewports = {
  /** The narrowest width WCAG's reflow asks for (1.4.10), used with text at 200 %. */
  mobile320: { name: 'Celular 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
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

/** Story `globals` for the reflow check: 320 px wide with text at 200 % (WCAG 1.4.10 and 1.4.4). */
export const atReflow = () => ({ ...atViewport('mobile320'), fontScale: '2' });
