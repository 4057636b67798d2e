import { isStaffLogin } from '@portal/contracts/staffLogin';
import { describe, expect, it } from 'vitest';
import { isValidCns, isValidCpf } from '../core/documents';
import { verifyPassword } from '../core/passwords';
import { DEMO, SEED_PASSWORD } from './people';
import { seedSnapshot } from './index';
import { CLINICAL_TERMS } from '../testing/clinical';

const { tables, meta } = seedSnapshot();

function groupBy<T>(items: T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

describe('the seed', () => {
  it('has at least 3,000 queue rows in every status, with dates, days in queue and info: notes', () => {
    const main = tables.fila.filter((r) => r.fir_codigo_cliente === '3302858');
    expect(main.length).toBeGreaterThanOrEqual(3000);
    const byStatus = groupBy(tables.fila, (r) => r.fir_status);
    for (const status of [
      'SOLICITADO',
      'AGENDADO',
      'EFETIVADO',
      'PARCIALMENTE_ATENDIDO',
      'DEVOLVIDO',
    ]) {
      expect(byStatus[status]?.length ?? 0).toBeGreaterThan(50);
    }
    expect(byStatus.AGENDADO!.every((r) => r.fir_data_agendamento)).toBe(true);
    expect(byStatus.EFETIVADO!.every((r) => r.fir_data_execucao)).toBe(true);
    expect(
      tables.fila.every((r) => r.fir_dias_na_fila >= 0 && r.fir_data_solicitacao <= meta.lastCheck),
    ).toBe(true);
    expect(tables.fila.filter((r) => /info:/i.test(r.fir_observacao ?? '')).length).toBeGreaterThan(
      2000,
    );
    // The observations are public ('Info'): administrative notes, no clinical detail.
    const observations = new Set(tables.fila.map((r) => r.fir_observacao ?? ''));
    expect([...observations].filter((o) => CLINICAL_TERMS.test(o))).toEqual([]);
    // CONSULTAS are never partially served (the filter drops that status for them).
    expect(
      tables.fila.some(
        (r) => r.fir_tipos_filas === 'CONSULTAS' && r.fir_status === 'PARCIALMENTE_ATENDIDO',
      ),
    ).toBe(false);
  });

  it('numbers each (client, service, procedure, status) bucket 1..n, a few SOLICITADO unregulated', () => {
    const buckets = groupBy(
      tables.fila,
      (r) => `${r.fir_codigo_cliente}|${r.fir_tipos_filas}|${r.fir_procedimentos}|${r.fir_status}`,
    );
    for (const rows of Object.values(buckets)) {
      const positions = rows!
        .map((r) => r.fir_ordem_regulada)
        .filter((p) => p > 0)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    expect(
      tables.fila.some((r) => r.fir_ordem_regulada === 0 && r.fir_status === 'SOLICITADO'),
    ).toBe(true);
  });

  it('gives patients valid CPF and CNS, and every demo account', () => {
    expect(tables.fila.every((r) => isValidCpf(r.fir_cpf) && isValidCns(r.fir_cns))).toBe(true);
    expect(tables.usuario.filter((u) => u.usu_cpf).every((u) => isValidCpf(u.usu_cpf))).toBe(true);
    expect(tables.usuario.filter((u) => u.usu_cns).every((u) => isValidCns(u.usu_cns))).toBe(true);
    const patient = tables.usuario.find((u) => u.usu_cpf === DEMO.patient.cpf)!;
    expect(patient.usu_aceite_termos).toBe(true);
    expect(verifyPassword(DEMO.patient.password, patient.usu_senha)).toBe(true);
    expect(tables.usuario.find((u) => u.usu_cpf === DEMO.firstVisit.cpf)?.usu_aceite_termos).toBe(
      false,
    );
    expect(tables.usuario.find((u) => u.usu_google_sub === DEMO.google.sub)?.usu_cpf).toBeNull();
    const statuses = new Set(
      tables.fila.filter((r) => r.fir_cpf === DEMO.patient.cpf).map((r) => r.fir_status),
    );
    expect(statuses.size).toBe(5);
    expect(new Set(tables.usuario.map((u) => u.usu_status))).toEqual(new Set([0, 1, 2, 3]));
    const admin = tables.usuarioCliente.find((u) => u.usc_login === DEMO.admin.login)!;
    expect(admin.usc_termo_responsabilidade).toBe(false);
    expect(verifyPassword(DEMO.admin.password, admin.usc_senha)).toBe(true);
    const state = tables.usuarioCliente.find((u) => u.usc_login === DEMO.stateAdmin.login)!;
    expect(tables.configuracao.find((c) => c.coc_id === state.usc_id_clientes)?.coc_tipo).toBe(
      'ESTADO',
    );
    expect(verifyPassword(DEMO.panel.password, tables.operadorPainel[0]!.op_senha)).toBe(true);
    expect(verifyPassword(SEED_PASSWORD, tables.usuarioCliente[3]!.usc_senha)).toBe(true);
  });

  it('gives every client user a login of the rule, unique, apart from the name', () => {
    const logins = tables.usuarioCliente.map((u) => u.usc_login);
    expect(logins.filter((login) => !isStaffLogin(login))).toEqual([]);
    expect(new Set(logins).size).toBe(logins.length);
    expect(logins).toEqual(
      expect.arrayContaining([DEMO.admin.login, DEMO.stateAdmin.login, DEMO.otherAdmin.login]),
    );
  });

  it('has the content every screen lists', () => {
    expect(tables.noticia.length).toBeGreaterThan(10);
    expect(tables.rss.some((r) => !r.rss_status)).toBe(true);
    expect(tables.blipBot.length).toBeGreaterThan(3);
    expect(tables.horarioAgendado.some((h) => h.noh_id_tipos_interacoes_notificacoes === 3)).toBe(
      true,
    );
    expect(tables.horarioAgendado.some((h) => h.noh_id_tipos_interacoes_notificacoes !== 3)).toBe(
      true,
    );
    expect(tables.destinatarioImediato.length).toBeGreaterThan(10);
    expect(tables.importacao.map((i) => i.ims_situacao)).toContain('FALHOU');
    expect(tables.logTeleconsulta.length).toBeGreaterThan(300);
    expect(tables.nps.length).toBeGreaterThan(50);
    expect(tables.videochamadaLog.every((v) => v.vcl_paciente_level_array.length >= 20)).toBe(true);
  });
});
