import { queueImportCsv } from '@portal/contracts/csv';
import { describe, expect, it } from 'vitest';
import { db, ensureDb, queueIndex } from '../../db';
import { DEMO } from '../../seed/people';
import { login, rest, setupMockBackend } from '../../testing/backend';
import { importFile } from '../../testing/importFile';

setupMockBackend();

/** The demo patient's waiting request, as the queue holds it. */
function waitingRequest() {
  ensureDb();
  const row = queueIndex
    .ofCpf(DEMO.patient.cpf)
    .find((r) => r.fir_status === 'SOLICITADO' && r.fir_fila_id);
  if (!row) throw new Error('the demo patient has no waiting request');
  return { ...row };
}

/** The same request, scheduled: the file the regulation system would send. */
const scheduledFile = () =>
  queueImportCsv([
    {
      ...waitingRequest(),
      fir_status: 'AGENDADO',
      fir_data_agendamento: '2026-12-12',
      fir_nome_unidade_saude_executante: 'Policlínica Mesquita',
    },
  ]);

async function automaticNotices() {
  const patient = await login('patient');
  const inbox = await rest('GET', '/api/users/notices?limit=100', { token: patient });
  return (inbox.body.rows as Array<{ kind: string; title: string; message: string }>).filter(
    (n) => n.kind === 'automatica',
  );
}

describe('automatic notices of an import', () => {
  it('tells the patient once when an import schedules their request, never on a re-import', async () => {
    const request = waitingRequest();
    const file = scheduledFile();
    const first = await importFile(file);
    expect(first.ims_erros).toEqual([]);
    expect(first).toMatchObject({ ims_situacao: 'CONCLUIDO', ims_avisos_pacientes: 1 });
    const notices = await automaticNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Solicitação agendada' });
    expect(notices[0]!.message).toBe(
      `Sua solicitação de ${request.fir_procedimentos} foi agendada para 12/12/2026, na unidade Policlínica Mesquita. Leve um documento com foto e o cartão do SUS.`,
    );
    const again = await importFile(file);
    expect(again).toMatchObject({ ims_linhas_inalteradas: 1, ims_avisos_pacientes: 0 });
    expect(await automaticNotices()).toHaveLength(1);
  });

  it('tells the patient the new day when a scheduled request is moved to another day', async () => {
    const scheduled = {
      ...waitingRequest(),
      fir_status: 'AGENDADO',
      fir_nome_unidade_saude_executante: 'Policlínica Mesquita',
    };
    await importFile(queueImportCsv([{ ...scheduled, fir_data_agendamento: '2026-12-12' }]));
    const moved = await importFile(
      queueImportCsv([{ ...scheduled, fir_data_agendamento: '2026-12-19' }]),
    );
    expect(moved).toMatchObject({ ims_situacao: 'CONCLUIDO', ims_avisos_pacientes: 1 });
    const notices = await automaticNotices();
    expect(notices).toHaveLength(2);
    expect(notices[0]!.message).toMatch(/foi agendada para 19\/12\/2026/);
  });

  it('says what to do next when a request is returned (Devolvido)', async () => {
    const request = waitingRequest();
    const done = await importFile(queueImportCsv([{ ...request, fir_status: 'DEVOLVIDO' }]));
    expect(done).toMatchObject({ ims_situacao: 'CONCLUIDO', ims_avisos_pacientes: 1 });
    const [notice] = await automaticNotices();
    expect(notice).toMatchObject({ title: 'Solicitação devolvida' });
    expect(notice!.message).toMatch(/Procure essa unidade: ela vai dizer o que falta/);
  });

  it('sends nothing where the municipality turned them off', async () => {
    ensureDb();
    db.configuracao.update({
      where: { coc_id: { equals: 1 } },
      data: { coc_avisos_automaticos: false },
    });
    expect(await importFile(scheduledFile())).toMatchObject({ ims_avisos_pacientes: 0 });
    expect(await automaticNotices()).toHaveLength(0);
  });

  it('sends nothing to a patient who turned them off in their profile', async () => {
    const patient = await login('patient');
    const user = db.usuario.findFirst({ where: { usu_cpf: { equals: DEMO.patient.cpf } } })!;
    const off = await rest('PUT', '/api/users', {
      token: patient,
      body: { id: user.usu_id, statusNotices: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.user.statusNotices).toBe(false);
    expect(await importFile(scheduledFile())).toMatchObject({ ims_avisos_pacientes: 0 });
    expect(await automaticNotices()).toHaveLength(0);
  });
});
