export default function NewsRoute() {
  return (
    <section aria-labelledby="titulo-noticias">
      <h1 id="titulo-noticias">Notícias</h1>
    </section>
  );
}
