/** The sandbox's demo accounts (README.md, "Demo accounts"), as the seed creates them. */
import { formatCpf } from '../core/documents';
import { DEMO } from '../seed/people';

export const demoAccounts = [
  {
    who: 'paciente',
    login: `CPF ${formatCpf(DEMO.patient.cpf)}`,
    password: DEMO.patient.password,
    state: 'termos aceitos, solicitações em vários status',
  },
  {
    who: 'paciente, primeira visita',
    login: `CPF ${formatCpf(DEMO.firstVisit.cpf)}`,
    password: DEMO.firstVisit.password,
    state: 'termos ainda não aceitos',
  },
  {
    who: 'paciente, muitas solicitações',
    login: `CPF ${formatCpf(DEMO.manyRequests.cpf)}`,
    password: DEMO.manyRequests.password,
    state: '23 solicitações (paginação)',
  },
  {
    who: 'paciente, login Google',
    login: 'login Google (offline)',
    password: '',
    state: `sem CPF (abre o modal de CPF); ${DEMO.google.email}`,
  },
  {
    who: 'admin municipal',
    login: DEMO.admin.login,
    password: DEMO.admin.password,
    state: 'Mesquita; termo de responsabilidade não aceito',
  },
  {
    who: 'admin estadual (ESTADO)',
    login: DEMO.stateAdmin.login,
    password: DEMO.stateAdmin.password,
    state: 'escolhe cidades nas notícias',
  },
  {
    who: 'admin municipal (Nilópolis)',
    login: DEMO.otherAdmin.login,
    password: DEMO.otherAdmin.password,
    state: 'para testes que desligam a fila no portal; única conta de Nilópolis',
  },
  { who: 'operador do painel', login: DEMO.panel.login, password: DEMO.panel.password, state: '' },
] as const;
