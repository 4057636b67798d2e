/**
 * The privacy notice's facts (GET /api/clients/{code}/privacy) and the encarregado's fields of
 * Configurações (update_client_configuration): public, whatever the queue's switch; saved only
 * when every rule holds; absent unchanged, blank removed.
 */
import {
  GetClientConfigurationDocument,
  UpdateClientConfigurationDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { ENCARREGADO_MESSAGES as M } from '@portal/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { gql, login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const MESQUITA = '3302858';
const NILOPOLIS = '3303203';

const privacy = (code: string) => rest('GET', `/api/clients/${code}/privacy`);

async function update(token: string, values: Record<string, string | null>) {
  const config = (await gql(GetClientConfigurationDocument, { codeClient: MESQUITA }, { token }))
    .data.client_configurations_by_code!;
  return gql(
    UpdateClientConfigurationDocument,
    { id: config.coc_id, clientConfiguration: { coc_ativo_portal: true, ...values } },
    { token },
  );
}

describe('GET /api/clients/{code}/privacy', () => {
  it('answers the controller and its encarregado, with no token', async () => {
    const { status, body } = await privacy(MESQUITA);
    expect(status).toBe(200);
    expect(body).toEqual({
      client: { code: MESQUITA, name: 'Prefeitura Municipal de Mesquita', type: 'MUNICIPIO' },
      encarregado: {
        name: 'Renata Moreira Lopes',
        email: 'encarregado.dados@exemplo.gov.br',
        phone: '2127970000',
      },
      policy_url: null,
    });
  });

  it('answers null while the client has named no encarregado', async () => {
    const { body } = await privacy(NILOPOLIS);
    expect(body.encarregado).toBeNull();
    expect(body.client.name).toBe('Prefeitura Municipal de Nilópolis');
  });

  it('answers for a client whose queue is off, and 404 for an unknown one', async () => {
    expect((await privacy('3304144')).status).toBe(200);
    expect((await privacy('33')).body.client.type).toBe('ESTADO');
    expect((await privacy('0000000')).status).toBe(404);
  });
});

describe('the encarregado in Configurações', () => {
  it('is saved and then read by the portal; absent fields stay, blank ones go', async () => {
    const token = await login('admin');
    const saved = await update(token, {
      coc_encarregado_nome: '  Controladoria-Geral do Município ',
      coc_encarregado_email: 'lgpd@exemplo.gov.br',
      coc_encarregado_telefone: '(21) 99999-0000',
      coc_link_privacidade: 'https://exemplo.gov.br/ouvidoria',
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.update_client_configuration).toMatchObject({
      coc_encarregado_nome: 'Controladoria-Geral do Município',
      coc_encarregado_telefone: '21999990000',
    });
    expect((await privacy(MESQUITA)).body).toMatchObject({
      encarregado: { name: 'Controladoria-Geral do Município', phone: '21999990000' },
      policy_url: 'https://exemplo.gov.br/ouvidoria',
    });

    // Only the switch sent: the encarregado stays.
    await update(token, {});
    expect((await privacy(MESQUITA)).body.encarregado?.email).toBe('lgpd@exemplo.gov.br');

    const cleared = await update(token, {
      coc_encarregado_nome: '',
      coc_encarregado_email: null,
      coc_encarregado_telefone: ' ',
      coc_link_privacidade: '',
    });
    expect(cleared.errors).toBeUndefined();
    expect((await privacy(MESQUITA)).body).toMatchObject({ encarregado: null, policy_url: null });
  });

  it.each([
    [{ coc_encarregado_email: '' }, M.nameAndEmail],
    [{ coc_encarregado_nome: null, coc_encarregado_email: null }, M.nameAndEmail],
    [
      { coc_encarregado_nome: null, coc_encarregado_email: null, coc_encarregado_telefone: null },
      undefined,
    ],
    [
      {
        coc_encarregado_nome: null,
        coc_encarregado_email: null,
        coc_encarregado_telefone: '2133334444',
      },
      M.nameAndEmail,
    ],
    [{ coc_encarregado_nome: '<b>Ana</b>' }, M.name],
    [{ coc_encarregado_nome: '12' }, M.name],
    [{ coc_encarregado_email: 'lgpd@exemplo' }, M.email],
    [{ coc_encarregado_telefone: '2199' }, M.phone],
    [{ coc_link_privacidade: 'javascript:alert(1)' }, M.url],
    [{ coc_link_privacidade: `https://exemplo.gov.br/${'a'.repeat(500)}` }, M.url],
  ])('%o: %s', async (values, message) => {
    const token = await login('admin');
    const before = (await privacy(MESQUITA)).body;
    const answer = await update(token, values);
    if (!message) {
      expect(answer.errors).toBeUndefined();
      return;
    }
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await privacy(MESQUITA)).body).toEqual(before);
  });
});
