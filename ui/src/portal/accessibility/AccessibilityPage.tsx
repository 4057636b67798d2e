import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../app/usePageTitle';
import { usePortalConfig } from '../../app/portalConfig';
import { AccessibilitySymbol } from '../../primitives/icons';
import { ACCESSIBILITY as T } from './messages';

const Article = styled.article`
  max-width: 48rem;
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(3)};
    h1 {
      margin: 0;
    }
    span {
      display: flex;
      flex: none;
    }
    svg {
      width: 3rem;
      height: 3rem;
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  table {
    border-collapse: collapse;
    margin: ${({ theme }) => theme.space(3)} 0;
    width: 100%;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td:first-child {
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * /acessibilidade: what the portal offers people with disabilities (eMAG's shortcuts, high
 * contrast, font size, VLibras when the municipality turns it on) and how to report a barrier,
 * under the accessibility symbol (LBI, Lei 13.146/2015, art. 63). Static text: prerendered.
 */
export function AccessibilityPage() {
  usePageTitle(T.title);
  const { vlibras } = usePortalConfig();
  const vlibrasOn = !!vlibras && vlibras !== 'off';
  return (
    <Article aria-labelledby="titulo-acessibilidade">
      <header>
        <span role="img" aria-label={T.symbol}>
          <AccessibilitySymbol />
        </span>
        <h1 id="titulo-acessibilidade">{T.title}</h1>
      </header>
      <p>
        Este portal segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG) e as Diretrizes de
        Acessibilidade para Conteúdo Web (WCAG 2.2, nível AA). Você pode usá-lo só com o teclado,
        com um leitor de tela ou com o texto ampliado até 200 %, no computador ou no celular.
      </p>

      <h2>Atalhos de teclado</h2>
      <p>
        Em todas as páginas, a primeira tecla Tab mostra os links &quot;Ir para o conteúdo&quot;,
        &quot;Ir para o menu&quot;, &quot;Ir para a busca&quot; (onde houver busca) e &quot;Ir para
        o rodapé&quot;. Os mesmos lugares também têm atalhos:
      </p>
      <table>
        <caption className="visually-hidden">Atalhos de teclado</caption>
        <thead>
          <tr>
            <th scope="col">Tecla</th>
            <th scope="col">O que faz</th>
          </tr>
        </thead>
        <tbody>
          {T.shortcuts.map(({ keys, what }) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        No Mac, use a tecla Option no lugar de Alt. Se o seu navegador usar Alt com um número para
        trocar de aba, use os links do início da página. Os atalhos não mudam as teclas do seu
        leitor de tela.
      </p>

      <h2>Alto contraste e tamanho do texto</h2>
      <p>No alto de todas as páginas ficam os botões de acessibilidade:</p>
      <ul>
        <li>
          <strong>Alto contraste</strong>: mostra o texto claro sobre fundo escuro, com cores mais
          fortes; aperte de novo para voltar às cores normais.
        </li>
        <li>
          <strong>A-</strong> diminui o texto, <strong>A</strong> volta ao tamanho normal e{' '}
          <strong>A+</strong> aumenta o texto até 150 %.
        </li>
      </ul>
      <p>
        A sua escolha fica guardada neste navegador e vale para todas as páginas. O zoom do
        navegador (Ctrl e +) também funciona.
      </p>

      <h2>VLibras (Língua Brasileira de Sinais)</h2>
      <p>
        O VLibras, do Governo Federal, traduz textos do português para a Libras com um intérprete
        virtual. {vlibrasOn ? T.vlibrasOn : T.vlibrasOff}
      </p>
      {!vlibrasOn && (
        <p>
          Você também pode instalar o VLibras no computador ou no celular, de graça, pelo site{' '}
          <a href="https://vlibras.gov.br">vlibras.gov.br</a>.
        </p>
      )}

      <h2>Como relatar uma barreira</h2>
      <p>
        Se algo neste portal impedir ou dificultar o seu acesso (um texto que o leitor de tela não
        lê, um botão que o teclado não alcança, uma cor difícil de ler), conte para nós:
      </p>
      <ul>
        <li>pela Ouvidoria da prefeitura do seu município;</li>
        <li>
          ou pelo formulário <Link to="/movel/register">Fale Conosco</Link> (na página, escolha
          &quot;Fale Conosco&quot;).
        </li>
      </ul>
      <p>
        Diga em que página estava, o que tentou fazer e, se puder, o navegador e a tecnologia
        assistiva que usa. Assim a equipe encontra e corrige o problema mais rápido.
      </p>
    </Article>
  );
}

export default AccessibilityPage;
