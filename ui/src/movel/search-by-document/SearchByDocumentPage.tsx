import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../app/usePageTitle';

const Steps = styled.ol`
  padding-inline-start: 1.4em;
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * /searchbydocument, where a password reset ends (the spec names only the route): the next steps
 * with the new password, by document (CPF), in the app or in the portal.
 */
export function SearchByDocumentPage() {
  usePageTitle('Acesso com seu CPF');
  return (
    <section aria-labelledby="titulo-documento">
      <h1 id="titulo-documento">Acesso com seu CPF</h1>
      <p>Se você acabou de redefinir sua senha, ela já pode ser usada.</p>
      <Steps>
        <li>Abra o aplicativo no seu celular.</li>
        <li>Entre com o número do seu CPF e a nova senha.</li>
        <li>
          Para acompanhar suas solicitações pelo computador,{' '}
          <Link to="/usuarios">entre no portal</Link> com o mesmo CPF.
        </li>
      </Steps>
      <p>
        Quer consultar a fila sem entrar? <Link to="/solicitacoes">Buscar solicitações</Link>.
      </p>
    </section>
  );
}

export default SearchByDocumentPage;
