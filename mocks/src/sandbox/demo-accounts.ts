/** The sandbox's demo accounts (ARCHITECTURE.md); the seed creates each of them. */
export const demoAccounts = [
  {
    who: 'paciente',
    login: 'CPF 529.982.247-25',
    password: 'Senha@123',
    state: 'termos aceitos, solicitações em vários status',
  },
  {
    who: 'paciente, primeira visita',
    login: 'CPF 111.444.777-35',
    password: 'Senha@123',
    state: 'termos ainda não aceitos',
  },
  {
    who: 'paciente, login Google',
    login: 'login Google (offline)',
    password: '',
    state: 'sem CPF (abre o modal de CPF)',
  },
  {
    who: 'admin municipal',
    login: 'admin',
    password: 'Admin@123',
    state: 'termo de responsabilidade não aceito',
  },
  {
    who: 'admin estadual (ESTADO)',
    login: 'estado',
    password: 'Admin@123',
    state: 'escolhe cidades nas notícias',
  },
  { who: 'operador do painel', login: 'painel', password: 'Painel@123', state: '' },
] as const;
