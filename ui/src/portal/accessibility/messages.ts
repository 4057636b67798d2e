/**
 * The accessibility page's texts (not in the spec: plain pt-BR of our own). The shortcuts are the
 * ones the skip links of every page offer (primitives/SkipLinks.tsx).
 */
export const ACCESSIBILITY = {
  title: 'Acessibilidade',
  symbol: 'Símbolo de acessibilidade',
  shortcuts: [
    { keys: 'Alt + 1', what: 'Vai para o conteúdo principal da página.' },
    { keys: 'Alt + 2', what: 'Vai para o menu.' },
    {
      keys: 'Alt + 3',
      what: 'Vai para a busca, nas páginas que têm uma (como Buscar solicitações).',
    },
    { keys: 'Alt + 4', what: 'Vai para o rodapé.' },
  ],
  vlibrasOn:
    'Neste portal o VLibras está ativado: use o botão do VLibras, na lateral direita da tela, e depois escolha o texto que deseja ver em Libras.',
  vlibrasOff:
    'O VLibras aparece neste portal quando o município o ativa; no momento, ele não está ativado aqui.',
} as const;
