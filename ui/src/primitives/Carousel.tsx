import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { itemsPerView, loopingWindow, loopStep } from '../domain/carousel';
import { IconButton } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useIsMobile } from './useMediaQuery';

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Track = styled.div<{ $perView: number }>`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(${({ $perView }) => $perView}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  items: readonly ReactNode[];
}

/**
 * A looping carousel: 3 items per view above 768 px, 1 below. Previous/next buttons (and the arrow
 * keys inside it) move one item; the view is announced politely. It never moves by itself.
 */
export function Carousel({ label, items }: CarouselProps) {
  const perView = itemsPerView(useIsMobile());
  const [start, setStart] = useState(0);
  const visible = loopingWindow(start, items.length, perView);
  const canMove = items.length > perView;
  const move = (step: 1 | -1) => setStart((current) => loopStep(current, items.length, step));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!canMove) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Root aria-roledescription="carrossel" aria-label={label} onKeyDown={onKeyDown}>
      {canMove && (
        <IconButton label="Anterior" variant="secondary" onClick={() => move(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Track $perView={perView} aria-live="polite">
        {visible.map((index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="item"
            aria-label={`${index + 1} de ${items.length}`}
          >
            {items[index]}
          </div>
        ))}
      </Track>
      {canMove && (
        <IconButton label="Próximo" variant="secondary" onClick={() => move(1)}>
          <ChevronRightIcon />
        </IconButton>
      )}
    </Root>
  );
}
