import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../primitives/Button';
import { ChevronLeftIcon } from '../../primitives/icons';
import { usePageTitle } from '../../app/usePageTitle';
import { POLICY_UPDATED_AT } from '../../messages/PatientTermsText';
import { GENERAL_TERMS } from './terms';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Document = styled.article`
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-top: ${({ theme }) => theme.space(6)};
  }
  ol {
    padding-inline-start: 1.4em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * /movel/termos: the app's terms of use (12 clauses), information collection, privacy policy, data
 * logging, service providers, security, policy changes and contact. The back icon returns to the
 * previous page.
 */
export function TermsPage() {
  usePageTitle('Políticas de Privacidade e Termos de Uso');
  const navigate = useNavigate();
  const back = () => {
    // Opened directly (no history inside the app): back to the register page.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate('/movel/register');
  };
  return (
    <Document aria-labelledby="titulo-termos">
      <Header>
        <IconButton label="Voltar" onClick={back}>
          <ChevronLeftIcon />
        </IconButton>
        <h1 id="titulo-termos">Políticas de Privacidade e Termos de Uso</h1>
      </Header>
      <p>
        <strong>Última atualização: {POLICY_UPDATED_AT}</strong>
      </p>

      <section aria-labelledby="termos-gerais">
        <h2 id="termos-gerais">Termos gerais de uso</h2>
        <ol>
          {GENERAL_TERMS.map((clause, index) => (
            <li key={index}>{clause}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="coleta">
        <h2 id="coleta">Coleta de informações</h2>
        <p>
          Coletamos os dados informados no cadastro (nome, nome da mãe, data de nascimento, CPF,
          CNS, CEP, telefone, e-mail, estado civil, dependentes e imagens de documentos) e os dados
          gerados pelo uso do aplicativo, como agendamentos, consultas e notificações recebidas.
        </p>
      </section>

      <section aria-labelledby="privacidade">
        <h2 id="privacidade">Política de privacidade</h2>
        <p>
          Os dados pessoais são tratados conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº
          13.709/2018), apenas para dar acesso a consultas e exames, informar a situação na fila de
          regulação e enviar notícias de saúde. Não vendemos nem cedemos dados pessoais.
        </p>
      </section>

      <section aria-labelledby="registro">
        <h2 id="registro">Registro de dados</h2>
        <p>
          Registramos data, hora e endereço IP dos acessos e das ações feitas no aplicativo, pelo
          prazo exigido pelo Marco Civil da Internet (Lei nº 12.965/2014), para segurança e
          auditoria.
        </p>
      </section>

      <section aria-labelledby="prestadores">
        <h2 id="prestadores">Prestadores de serviço</h2>
        <p>
          Empresas contratadas (hospedagem, envio de notificações e suporte) podem tratar dados em
          nosso nome, sob contrato, com as mesmas obrigações de confidencialidade e segurança desta
          política.
        </p>
      </section>

      <section aria-labelledby="seguranca">
        <h2 id="seguranca">Segurança</h2>
        <p>
          Usamos conexões criptografadas, controle de acesso e senhas armazenadas de forma
          irreversível. Nenhum sistema é totalmente imune a incidentes; se algum ocorrer, os
          titulares afetados e a autoridade competente serão comunicados.
        </p>
      </section>

      <section aria-labelledby="alteracoes">
        <h2 id="alteracoes">Alterações desta política</h2>
        <p>
          Esta política pode mudar. As novas regras passam a valer 10 (dez) dias depois de
          publicadas no aplicativo, e você pode se opor a elas em até 5 (cinco) dias da publicação.
        </p>
      </section>

      <section aria-labelledby="contato">
        <h2 id="contato">Contato</h2>
        <p>
          Dúvidas, pedidos sobre os seus dados ou reclamações podem ser enviados pelo formulário
          &quot;Fale Conosco&quot; da página de cadastro ou pelos canais oficiais de atendimento do
          município.
        </p>
      </section>
    </Document>
  );
}

export default TermsPage;
