import { PORTAL_COMMON } from './portalCommon';

/**
 * The patient portal's texts (portal-paciente.md), verbatim. Screens and schemas share them. The
 * shell's and first page's are in portalCommon.ts (imported from there by those modules).
 */
export const PORTAL = {
  ...PORTAL_COMMON,
  cpf: {
    invalid: 'Por favor informe um cpf válido!',
    invalidInline: 'O CPF está inválido',
    invalidToast: 'Por favor, insira um CPF válido antes de prosseguir.',
  },
  name: {
    length: 'O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.',
    invalidInline: 'O nome está inválido',
    invalidToast: 'O nome está inválido.',
  },
  email: { invalidInline: 'O email está inválido', invalidToast: 'O email está inválido.' },
  phone: { invalid: 'O telefone está inválido' },
  password: {
    invalid: 'A senha está inválida.',
    mismatch: 'As senhas não coincidem',
    mismatchToast: 'As senhas não coincidem.',
  },
  register: {
    cpfRequired: 'CPF é obrigatório.',
    nameRequired: 'Nome completo é obrigatório.',
    emailRequired: 'E-mail é obrigatório.',
    phoneRequired: 'Telefone é obrigatório.',
    passwordRequired: 'Senha é obrigatória.',
    success: 'Cadastro realizado com sucesso!',
  },
  login: {
    cpfMissing: 'CPF não informado.',
    invalid: 'CPF e/ou senha inválidos.',
    cpfNotRegistered: 'CPF não cadastrado.',
    passwordMissing: 'Senha não informada.',
  },
  myRequests: {
    cpfRequired: 'O cpf é obrigatório para a busca de minhas solicitações',
  },
  completeCpf: {
    title: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
    required: 'O CPF é obrigatório',
    saveError: 'Erro ao salvar o CPF.',
  },
} as const;
