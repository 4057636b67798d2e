import { useDeferredValue, useEffect, useMemo } from 'react';
import { useNewsFeeds } from './api';
import { ScreenLoader } from '../layout/PageShell';
import { usePageTitle } from '../../app/usePageTitle';
import { forgetMainPicture } from '../../app/first-paint/beforePaint';
import { orderNews } from './feed';
import { NewsSkeleton, NewsView, NoNews } from './NewsView';

/** The home page: news of the municipality's RSS feeds (GET api/rss-feeds). */
export function NewsPage() {
  usePageTitle('Notícias');
  const { data, error, isLoading, mutate } = useNewsFeeds({
    onError: (failure) => console.warn('Falha ao carregar as notícias', failure),
  });
  // The answer comes in as an urgent update (SWR's store); drawing the news (pictures, the list) is
  // deferred, so React draws them in slices a slow phone can interrupt rather than in one long
  // task. Until then the loader stays.
  const news = useDeferredValue(data);
  // Shuffled once per answer, so a re-render does not reorder the page.
  const items = useMemo(() => (news ? orderNews(news) : null), [news]);
  const loading = isLoading || (!error && !items);
  // Once the news (or their failure) are drawn, a later loading state starts without the picture
  // the page's before-paint script showed early.
  useEffect(() => {
    if (!loading) forgetMainPicture();
  }, [loading]);
  return (
    <section aria-labelledby="titulo-noticias" aria-busy={loading}>
      <h1 id="titulo-noticias">Notícias</h1>
      {loading ? (
        <NewsSkeleton>
          <ScreenLoader label="Carregando notícias..." />
        </NewsSkeleton>
      ) : error ? (
        <NoNews onRetry={() => void mutate()} />
      ) : (
        <NewsView items={items ?? []} />
      )}
    </section>
  );
}

export default NewsPage;
