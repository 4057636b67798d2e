/**
 * The privacy notice follows Configurações: an admin names the encarregado pelo tratamento de dados
 * pessoais (LGPD art. 41) and the portal's /privacidade shows them as the municipality's contact;
 * cleared again, the page says none is named and points to the ouvidoria. As the state admin
 * (client 33, no encarregado in the seed), whose privacy facts no other journey reads; the test
 * puts the configuration back as it found it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  expectNoSeriousA11yViolations,
  expectToast,
  openAs,
  uniqueSuffix,
} from '../../gerencial/e2e/helpers';

const CONFIG = '/clientes/configuracoes';
const PRIVACY = '/privacidade?municipio=33';
const CONTROLLER = 'Secretaria de Estado de Saúde do Rio de Janeiro';
const FIELDS = {
  name: 'Nome do encarregado',
  email: 'E-mail do encarregado',
  phone: 'Telefone do encarregado (opcional)',
  url: 'Endereço da política de privacidade ou da ouvidoria do município (opcional)',
} as const;

/** Fills the encarregado's fields (an empty value clears one) and saves with Atualizar. */
async function saveOfficer(page: Page, values: Record<keyof typeof FIELDS, string>) {
  await expect(
    page.getByRole('heading', { name: 'Proteção de dados pessoais (LGPD)' }),
  ).toBeVisible();
  for (const [field, label] of Object.entries(FIELDS)) {
    const input = page.getByLabel(label, { exact: true });
    const value = values[field as keyof typeof FIELDS];
    // As a person clears a field: select all, then delete (the phone's mask takes a scripted
    // empty value as one deleted digit).
    await input.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    if (value) await input.fill(value);
    await expect(input).toHaveValue(field === 'phone' && value ? /^\(\d\d\) / : value);
  }
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expectToast(page, 'Configurações atualizadas com sucesso.');
}

test('privacy: the encarregado named in Configurações is the contact on /privacidade', async ({
  page,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const officer = {
    name: `Encarregada Teste ${suffix}`,
    email: `lgpd.${suffix}@exemplo.gov.br`,
    phone: '2130000000',
    url: 'https://exemplo.gov.br/ouvidoria',
  };

  await openAs(page, CONFIG, DEMO.stateAdmin);
  await saveOfficer(page, officer);

  await page.goto(PRIVACY);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacidade e proteção de dados' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Privacidade e proteção de dados/);
  await expect(page.getByTestId('privacidade-controlador')).toContainText(
    `${CONTROLLER} é o controlador dos dados pessoais deste portal`,
  );
  const contact = page.getByTestId('privacidade-encarregado');
  await expect(contact.getByText(officer.name)).toBeVisible();
  await expect(contact.getByRole('link', { name: officer.email })).toHaveAttribute(
    'href',
    `mailto:${officer.email}`,
  );
  await expect(contact.getByRole('link', { name: '(21) 3000 - 0000' })).toHaveAttribute(
    'href',
    'tel:+552130000000',
  );
  await expect(
    contact.getByRole('link', { name: 'Política de privacidade ou ouvidoria do município' }),
  ).toHaveAttribute('href', officer.url);
  await expect(page.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
    'href',
    '/meus-dados',
  );
  await expectNoSeriousA11yViolations(page);

  // Put back as the seed has it: no encarregado, and the page says so.
  await page.goto(CONFIG);
  await expect(page.getByLabel(FIELDS.name, { exact: true })).toHaveValue(officer.name);
  await saveOfficer(page, { name: '', email: '', phone: '', url: '' });
  await page.goto(PRIVACY);
  await expect(page.getByTestId('privacidade-encarregado')).toContainText(
    `${CONTROLLER} ainda não informou neste portal quem é o seu encarregado`,
  );
  await expect(page.getByTestId('privacidade-encarregado').getByRole('link')).toHaveCount(0);
});
