import {
  afterPreposition,
  dataController,
  POLICY_UPDATED_AT,
} from '../../messages/PatientTermsText';

/**
 * The policy-and-privacy term a client user accepts before working in the Portal Gerencial: the
 * staff's duties as people who handle patients' data for the controller (LGPD, Lei nº 13.709/2018).
 */
export function AdminTermText({ clientName }: { clientName?: string }) {
  const controller = dataController(clientName);
  return (
    <>
      <p>
        <strong>Última atualização: {POLICY_UPDATED_AT}</strong>
      </p>
      <h3>1. Objeto</h3>
      <p>
        Este Termo de Responsabilidade e esta Política de Privacidade regem o uso do Portal
        Gerencial por servidoras, servidores e colaboradores autorizados{' '}
        {afterPreposition('por', controller)}, que é o <strong>controlador</strong> dos dados
        pessoais tratados na plataforma.
      </p>
      <h3>2. Acesso pessoal e intransferível</h3>
      <p>
        O login e a senha são pessoais. Você não deve compartilhá-los, anotá-los em local visível
        nem deixar a sessão aberta em computador de uso coletivo. Toda ação feita com o seu acesso é
        registrada e atribuída a você.
      </p>
      <h3>3. Sigilo dos dados de pacientes</h3>
      <p>
        Dados de pacientes (nome, CPF, Cartão Nacional de Saúde, data de nascimento, telefone,
        endereço, situação na fila e procedimentos) são dados pessoais, e os dados de saúde são
        dados pessoais sensíveis. Você se compromete a tratá-los apenas para as finalidades do
        serviço público de saúde, a não copiá-los, divulgá-los ou usá-los para outro fim, e a manter
        sigilo mesmo depois de deixar a função.
      </p>
      <h3>4. Importação da fila de regulação</h3>
      <p>
        Os arquivos importados devem vir dos sistemas oficiais de regulação do município, sem
        alterações manuais que comprometam a exatidão da fila. O portal público mostra apenas as
        iniciais do paciente e parte do Cartão Nacional de Saúde; nunca inclua dados pessoais em
        campos de texto livre, como observações.
      </p>
      <h3>5. Notícias, RSS e notificações</h3>
      <p>
        Notícias, feeds e notificações enviadas aos pacientes são comunicações oficiais. Publique
        apenas conteúdo verdadeiro, de interesse público e de fontes confiáveis, e envie
        notificações somente aos destinatários que precisam recebê-las.
      </p>
      <h3>6. Usuários do aplicativo</h3>
      <p>
        A consulta aos usuários do aplicativo e a redefinição de senha servem ao atendimento do
        próprio usuário. Redefina uma senha apenas a pedido do titular, depois de confirmar a sua
        identidade.
      </p>
      <h3>7. Registro e auditoria</h3>
      <p>
        O acesso ao Portal Gerencial é registrado (data, hora, usuário e operação) para fins de
        segurança e auditoria, conforme o art. 37 da LGPD e o Marco Civil da Internet (Lei nº
        12.965/2014).
      </p>
      <h3>8. Incidentes</h3>
      <p>
        Se souber ou suspeitar de acesso indevido, perda ou vazamento de dados, comunique
        imediatamente o encarregado pelo tratamento de dados pessoais{' '}
        {afterPreposition('de', controller)}.
      </p>
      <h3>9. Responsabilidades</h3>
      <p>
        O uso indevido dos dados ou do acesso sujeita o responsável às sanções administrativas,
        civis e penais cabíveis, sem prejuízo das sanções previstas na LGPD.
      </p>
      <h3>10. Alterações</h3>
      <p>
        Este termo pode ser atualizado. Novas versões entram em vigor 10 dias após a sua publicação
        e serão apresentadas para nova concordância no próximo acesso.
      </p>
    </>
  );
}
