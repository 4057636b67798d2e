import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { MAIN_PICTURE_VARIABLE } from '../../app/first-paint/marks';
import { formatDate } from '../../domain/dates';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { useIsMobile } from '../../primitives/useMediaQuery';
import { DEFAULT_NEWS_IMAGE } from './defaultImage';
import type { NewsItem } from './feed';
import { NEWS } from './messages';

const pad = (n: number) => String(n).padStart(2, '0');
const time = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** Main item: 'DD/MM/YYYY às HH:mm'. */
const longDate = (date: Date) => `${formatDate(date)} às ${time(date)}`;
/** 'Recentes': 'DD/MM HH:mm'. */
const shortDate = (date: Date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${time(date)}`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Main = styled.article`
  h2 {
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  .lead {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ReadMore = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Recent = styled.aside`
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
  li {
    /* Picture beside the text; the text goes below it when both do not fit (enlarged text). */
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
  li > :not(img) {
    flex: 1 1 9rem;
    min-width: 0;
  }
  img {
    /* The whole picture: feed images often carry their headline in the picture itself. */
    flex: none;
    width: 8rem;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** An image that falls back to the default picture when it is missing or fails to load. */
function NewsImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : DEFAULT_NEWS_IMAGE;
  return (
    <img
      className={className}
      src={shown}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

/** The main picture's box: the picture itself, and its place while the news load. */
const mainPictureBox = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.colors.primaryLight};
`;

const Picture = styled(NewsImage)`
  ${mainPictureBox}
  object-fit: contain;
`;

/**
 * Where the main news picture will be, while the news load: the before-paint script of the
 * prerendered page fills it with that picture as soon as it has loaded (MAIN_PICTURE_VARIABLE),
 * before the app has run; a slow phone sees the picture instead of waiting for the app's render.
 * The same box as `Picture`, in the same grid column, so the news replace it without a shift.
 */
const PicturePlaceholder = styled.div`
  ${mainPictureBox}
  background-image: var(${MAIN_PICTURE_VARIABLE}, none);
  background-position: center;
  background-size: contain;
  background-repeat: no-repeat;
`;

/** The news' loading state: the main picture's place (see PicturePlaceholder), then `children`. */
export function NewsSkeleton({ children }: { children: ReactNode }) {
  return (
    // data-loader: a prerendered page without JavaScript hides it (app/first-paint/beforePaint.ts).
    <Grid data-loader="">
      <div>
        <PicturePlaceholder data-testid="previa-noticia-principal" />
        {children}
      </div>
    </Grid>
  );
}

const newTab = ' (abre em nova aba)';

export function MainNews({ item }: { item: NewsItem }) {
  return (
    <Main aria-labelledby="noticia-principal">
      <Picture src={item.image} eager />
      <h2 id="noticia-principal">{item.title}</h2>
      <Meta>
        {item.publishedAt && (
          <>
            <time dateTime={item.publishedAt.toISOString()}>{longDate(item.publishedAt)}</time>
            {' · '}
          </>
        )}
        {item.author}
      </Meta>
      {item.lead && <p className="lead">{item.lead}</p>}
      {item.link && (
        <ReadMore href={item.link} target="_blank" rel="noopener noreferrer">
          {NEWS.readMore}
          <span className="visually-hidden">
            {': '}
            {item.title}
            {newTab}
          </span>
        </ReadMore>
      )}
    </Main>
  );
}

export function RecentNews({ items }: { items: readonly NewsItem[] }) {
  // The title's tooltip only on screens wider than 768 px (spec).
  const isMobile = useIsMobile();
  if (items.length === 0) return null;
  return (
    <Recent aria-labelledby="titulo-recentes">
      <h2 id="titulo-recentes">Recentes</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NewsImage src={item.image} />
            <div>
              <h3 title={isMobile ? undefined : item.title}>
                {item.link ? (
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.title}
                    <span className="visually-hidden">{newTab}</span>
                  </a>
                ) : (
                  item.title
                )}
              </h3>
              <p>{item.summary}</p>
              <Meta as="p">
                {item.author}
                {item.publishedAt && (
                  <>
                    {' · '}
                    <time dateTime={item.publishedAt.toISOString()}>
                      {shortDate(item.publishedAt)}
                    </time>
                  </>
                )}
              </Meta>
            </div>
          </li>
        ))}
      </ul>
    </Recent>
  );
}

/** The main news and the 'Recentes' list. */
export function NewsView({ items }: { items: readonly NewsItem[] }) {
  const [main, ...recent] = items;
  if (!main) return <NoNews />;
  return (
    <Grid>
      <MainNews item={main} />
      <RecentNews items={recent} />
    </Grid>
  );
}

/** On failure or with no items: the spec's two lines (and a retry after a failure). */
export function NoNews({ onRetry }: { onRetry?: () => void }) {
  return (
    <EmptyState
      title={NEWS.empty}
      description={NEWS.emptyHint}
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
        )
      }
    />
  );
}
