import { useMemo } from 'react';
import { useNewsFeeds } from './api';
import { ScreenLoader } from '../layout/PageShell';
import { usePageTitle } from '../../app/usePageTitle';
import { orderNews } from './feed';
import { NewsView, NoNews } from './NewsView';

/** The home page: news of the municipality's RSS feeds (GET api/rss-feeds). */
export function NewsPage() {
  usePageTitle('Notícias');
  const { data, error, isLoading, mutate } = useNewsFeeds({
    onError: (failure) => console.warn('Falha ao carregar as notícias', failure),
  });
  // Shuffled once per answer, so a re-render does not reorder the page.
  const items = useMemo(() => (data ? orderNews(data) : null), [data]);
  return (
    <section aria-labelledby="titulo-noticias" aria-busy={isLoading}>
      <h1 id="titulo-noticias">Notícias</h1>
      {isLoading ? (
        <ScreenLoader label="Carregando notícias..." />
      ) : error ? (
        <NoNews onRetry={() => void mutate()} />
      ) : (
        <NewsView items={items ?? []} />
      )}
    </section>
  );
}

export default NewsPage;
