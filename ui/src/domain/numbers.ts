const counter = new Intl.NumberFormat('pt-BR');

/** A count as a Brazilian reader writes it: 3623 → '3.623'. */
export const formatCount = (value: number) => counter.format(value);
