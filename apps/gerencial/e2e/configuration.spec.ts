/**
 * Configurações as Nilópolis' admin (DEMO.otherAdmin, client code 3303203): the portal follows the
 * toggle. Not DEMO.admin's client: other journeys search its queue at the same time.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, expectToast, openAs } from './helpers';

const QUESTION = 'Deseja exibir as informações de Filas de Regulação no portal?';
const QUEUE = '/solicitacoes?municipio=3303203';

async function setPortalQueue(page: Page, on: boolean) {
  await page.goto('/clientes/configuracoes');
  const toggle = page.getByRole('switch', { name: QUESTION });
  await expect(toggle).toBeChecked({ checked: !on });
  // react-aria's switch: its label takes the click for the visually hidden input.
  await page.getByText(QUESTION).click();
  await expect(toggle).toBeChecked({ checked: on });
  // The state beside this switch (the patients' notices have a switch of their own).
  await expect(page.locator('label').filter({ has: toggle })).toContainText(
    on ? 'Ligado' : 'Desligado',
  );
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expectToast(page, 'Configurações atualizadas com sucesso.');
}

async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Bem-Vindo ao Portal da Transparência!' });
  if (await welcome.isVisible().catch(() => false)) {
    await welcome.getByRole('button', { name: 'Começar!' }).click();
  }
}

test('configuration: the regulation queue off in the portal, then on again', async ({ page }) => {
  test.slow();
  await openAs(page, '/clientes/configuracoes', DEMO.otherAdmin);
  await expect(page).toHaveTitle('Configurações | Portal Gerencial');
  await expect(page.getByText(/podem levar algum tempo para aparecer no portal/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await setPortalQueue(page, false);
  await page.goto(QUEUE);
  await expect(
    page.getByText(
      'A consulta à fila de regulação não está disponível para Prefeitura Municipal de Nilópolis no momento.',
    ),
  ).toBeVisible();
  // No welcome to a search the municipality does not offer.
  await expect(
    page.getByRole('dialog', { name: 'Bem-Vindo ao Portal da Transparência!' }),
  ).toBeHidden();

  await setPortalQueue(page, true);
  await page.goto(QUEUE);
  await closeWelcome(page);
  await expect(page.getByRole('combobox', { name: 'Serviço' })).toBeVisible();
  await expect(page.getByText(/A consulta à fila de regulação não está disponível/)).toHaveCount(0);
});
