import { describe, expect, it } from 'vitest';
import {
  clearQueueSearch,
  readQueueSearch,
  searchIdentity,
  writeQueueSearch,
} from './searchParams';

describe('the search in the address', () => {
  it('reads a complete search (page 1 when absent or bad)', () => {
    const params = new URLSearchParams(
      'servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO',
    );
    expect(readQueueSearch(params)).toEqual({
      service: 'CONSULTAS',
      procedure: 'CONSULTA EM CARDIOLOGIA',
      status: 'SOLICITADO',
      page: 1,
    });
    params.set('pagina', '3');
    expect(readQueueSearch(params)?.page).toBe(3);
    params.set('pagina', '-2');
    expect(readQueueSearch(params)?.page).toBe(1);
  });

  it('needs the three filters', () => {
    expect(
      readQueueSearch(new URLSearchParams('servico=CONSULTAS&situacao=SOLICITADO')),
    ).toBeNull();
  });

  it('writes and clears it, keeping municipio', () => {
    const search = { service: 'EXAMES', procedure: 'RAIO X', status: 'AGENDADO', page: 2 };
    const written = writeQueueSearch(new URLSearchParams('municipio=3303203&pagina=9'), search);
    expect(written.toString()).toBe(
      'municipio=3303203&servico=EXAMES&procedimento=RAIO+X&situacao=AGENDADO&pagina=2',
    );
    expect(writeQueueSearch(written, { ...search, page: 1 }).has('pagina')).toBe(false);
    expect(clearQueueSearch(written).toString()).toBe('municipio=3303203');
  });

  it('identifies a search regardless of its page', () => {
    const search = { service: 'A', procedure: 'B', status: 'C', page: 1 };
    expect(searchIdentity(search)).toBe(searchIdentity({ ...search, page: 5 }));
    expect(searchIdentity(null)).toBe('');
  });
});
