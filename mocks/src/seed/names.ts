import type { Random } from './random';

/** A list written as one block of text: long word lists stay readable. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

const female = words(`
  Maria Ana Francisca Antônia Adriana Juliana Márcia Fernanda Patrícia Aline Sandra Camila Amanda Bruna Jéssica Letícia Júlia Luciana Vanessa Mariana Gabriela Vera Vitória Larissa Cláudia Beatriz Rita Luana Sônia Renata Eliane Josefa Simone Natália Cristiane Carla Débora Rosângela Jaqueline Rosa Daniela Aparecida Marlene Terezinha Raimunda Andreia Fabiana Lúcia Raquel Ângela Rafaela Joana Luzia Elaine Daiane Regina Sabrina Isabela Helena Alice Laura Valentina
`);
const male = words(`
  José João Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos Luis Gabriel Rafael Daniel Marcelo Bruno Eduardo Felipe Raimundo Rodrigo Manoel Mateus André Fernando Fábio Leonardo Gustavo Guilherme Leandro Tiago Anderson Ricardo Márcio Jorge Sebastião Alexandre Roberto Edson Diego Vitor Sérgio Cláudio Matheus Thiago Geraldo Adriano Luciano Júlio Renato Alex Vinícius Rogério Samuel Ronaldo Mário Flávio Douglas Igor Davi Miguel Arthur Heitor Bernardo Enzo
`);
const surnames = words(`
  Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Pinto Correia Cavalcanti Monteiro Moura Batista Campos Miranda Barros Farias Azevedo Cunha Reis Pires Medeiros Fonseca Brito Xavier Paiva
`);
const particles = ['da', 'de', 'dos', 'do'] as const;

export type Gender = 'm' | 'f';

export function personName(random: Random, gender: Gender = random.pick(['m', 'f'])): string {
  const first = random.pick(gender === 'f' ? female : male);
  const middle = random.chance(0.3) ? ` ${random.pick(gender === 'f' ? female : male)}` : '';
  const family = [random.pick(surnames)];
  if (random.chance(0.7)) family.push(random.pick(surnames));
  const particle = random.chance(0.25) ? `${random.pick(particles)} ` : '';
  return `${first}${middle} ${particle}${family.join(' ')}`;
}

/** Initials of a full name, particles left out: 'Maria da Silva Costa' → 'M. S. C.' */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part && !(particles as readonly string[]).includes(part.toLowerCase()))
    .map((part) => `${part[0]?.toUpperCase()}.`)
    .join(' ');
}

/** 'José Carlos Lima' → 'jose.lima' */
export function loginOf(name: string): string {
  const parts = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((p) => !(particles as readonly string[]).includes(p));
  return `${parts[0]}.${parts[parts.length - 1]}`;
}

const doctors = ['Dr.', 'Dra.'] as const;
export function professionalName(random: Random): string {
  const gender: Gender = random.pick(['m', 'f']);
  return `${doctors[gender === 'm' ? 0 : 1]} ${personName(random, gender)}`;
}
