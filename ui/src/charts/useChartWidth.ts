import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart gets: its box's, measured and followed (so the SVG is drawn at its real size
 * and its 12 px labels stay 12 px on screen, instead of a fixed drawing shrunk to fit).
 */
export function useChartWidth(fallback: number) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}
