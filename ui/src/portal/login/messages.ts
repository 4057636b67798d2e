/** The login page's and the register modal's texts (portal-paciente.md), verbatim from the spec. */
export const LOGIN = {
  cpf: {
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
  },
  login: {
    cpfMissing: 'CPF não informado.',
    invalid: 'CPF e/ou senha inválidos.',
    cpfNotRegistered: 'CPF não cadastrado.',
    passwordMissing: 'Senha não informada.',
  },
} as const;
