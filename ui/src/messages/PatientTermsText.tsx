/** The date the policy was last updated (spec: 04/12/2024). */
export const POLICY_UPDATED_AT = '04/12/2024';

/**
 * Who controls the data, from the client's name: 'Prefeitura Municipal de Mesquita' is the
 * municipality of Mesquita ('o Município de Mesquita'); any other name is quoted as it is.
 */
export function dataController(clientName?: string): string {
  const name = clientName?.trim();
  if (!name) return 'o Município';
  const city = /^prefeitura(?:\s+municipal)?\s+(de|da|do|das|dos)\s+(.+)$/i.exec(name);
  if (city) return `o Município ${city[1]!.toLowerCase()} ${city[2]}`;
  return /^munic[ií]pio\b/i.test(name) ? `o ${name}` : `o órgão responsável (${name})`;
}

/**
 * 'por' or 'de' before the controller, contracted as Portuguese writes it ('pelo Município', 'do
 * Município', 'da Secretaria'; never 'por o', 'de o').
 */
export function afterPreposition(preposition: 'por' | 'de', controller: string): string {
  const [, article, rest] = /^(o|a)\s+(.*)$/.exec(controller) ?? [];
  if (!article) return `${preposition} ${controller}`;
  return `${preposition === 'por' ? 'pel' : 'd'}${article} ${rest}`;
}

/**
 * The patient portal's privacy policy and terms of use, framed by the LGPD (Lei nº 13.709/2018):
 * the municipality (the client) is the data controller, the platform's provider the data operator,
 * and a data-protection officer answers the data subjects.
 */
export function PatientTermsText({ clientName }: { clientName?: string }) {
  const controller = dataController(clientName);
  return (
    <>
      <p>
        <strong>Última atualização: {POLICY_UPDATED_AT}</strong>
      </p>
      <h3>1. Quem somos e a quem se aplica</h3>
      <p>
        O Portal da Transparência permite que cidadãs e cidadãos acompanhem a fila de regulação de
        consultas e exames e as próprias solicitações. Esta Política de Privacidade e estes Termos
        de Uso se aplicam a todas as pessoas que acessam a área do paciente.
      </p>
      <h3>2. Papéis no tratamento de dados (LGPD)</h3>
      <p>
        Nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), {controller} é o{' '}
        <strong>controlador</strong> dos dados pessoais tratados no portal: é quem decide sobre o
        tratamento e responde por ele.
      </p>
      <p>
        A empresa que fornece e mantém a plataforma atua como <strong>operadora</strong> de dados:
        trata os dados somente em nome do controlador, segundo as instruções dele e para as
        finalidades desta política.
      </p>
      <p>
        O <strong>encarregado pelo tratamento de dados pessoais</strong> (DPO) é o canal de
        comunicação entre o controlador, os titulares dos dados e a Autoridade Nacional de Proteção
        de Dados (ANPD). Dúvidas, pedidos e reclamações podem ser enviados a ele pelos canais
        oficiais de atendimento do município.
      </p>
      <h3>3. Quais dados tratamos</h3>
      <p>
        Tratamos os dados de cadastro (CPF, nome, e-mail e telefone), os dados da sua conta Google
        quando você entra por ela (nome, e-mail e foto), a data de nascimento e o número do Cartão
        Nacional de Saúde (CNS), e as informações das suas solicitações na fila de regulação.
      </p>
      <h3>4. Para que usamos os dados</h3>
      <p>
        Usamos os dados para identificar você com segurança, mostrar as suas solicitações e a
        situação de cada uma, e cumprir obrigações legais de transparência. Na consulta pública da
        fila, ninguém é identificado: mostramos apenas as iniciais do nome e parte do CNS.
      </p>
      <h3>5. Base legal</h3>
      <p>
        O tratamento se apoia na execução de políticas públicas de saúde e no cumprimento de
        obrigação legal pelo controlador (art. 7º, incisos II e III, e art. 11 da LGPD), e no seu
        consentimento para os dados que você fornece voluntariamente.
      </p>
      <h3>6. Compartilhamento</h3>
      <p>
        Os dados não são vendidos nem cedidos. Podem ser compartilhados com órgãos públicos de saúde
        para a regulação do acesso e com a operadora da plataforma, sempre nos limites desta
        política e da lei.
      </p>
      <h3>7. Segurança e guarda</h3>
      <p>
        Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não
        autorizados, perda ou alteração. Os dados são guardados pelo tempo necessário às finalidades
        acima e às obrigações legais.
      </p>
      <h3>8. Seus direitos</h3>
      <p>
        Você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade,
        informação sobre compartilhamentos e revisão de decisões automatizadas, e revogar o
        consentimento, pelos canais do encarregado.
      </p>
      <h3>9. Responsabilidades de quem usa o portal</h3>
      <p>
        Você se compromete a informar dados verdadeiros, manter sua senha em sigilo e não usar o
        portal para fins ilícitos. O acesso com dados de outra pessoa é proibido.
      </p>
      <h3>10. Alterações desta política</h3>
      <p>
        Esta política pode ser atualizada. Quando isso acontecer, pediremos novamente a sua
        concordância antes de você continuar usando a área do paciente.
      </p>
    </>
  );
}
