import { LastUpdate } from '@portal/ui/portal/queue-search/LastUpdate';

export default function QueueSearchRoute() {
  return (
    <section aria-labelledby="titulo-solicitacoes">
      <h1 id="titulo-solicitacoes">Buscar solicitações</h1>
      <LastUpdate />
    </section>
  );
}
