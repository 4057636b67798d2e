import { Link } from 'react-router-dom';
import { EmptyState } from '../../primitives/EmptyState';
import { usePageTitle } from '../../app/usePageTitle';

/** An address the portal does not have. */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <section aria-labelledby="titulo-nao-encontrada">
      <h1 id="titulo-nao-encontrada">Página não encontrada</h1>
      <EmptyState
        title="O endereço acessado não existe no Portal da Transparência."
        action={<Link to="/">Ir para as notícias</Link>}
      />
    </section>
  );
}

export default NotFoundPage;
