import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('/solicitacoes shows the last queue update fetched over HTTP from the sandbox @sandbox-only', async ({
  page,
}) => {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/queue/get-last-check'));
  await page.goto('/solicitacoes');
  const answered = await response;
  expect(answered.status()).toBe(200);
  // Answered by the sandbox over the network, not by a service worker in the page.
  expect(answered.fromServiceWorker()).toBe(false);
  const { lastCheck } = (await answered.json()) as { lastCheck: string };
  const [date, time] = lastCheck.split(' ');
  const [y, m, d] = date!.split('-');
  await expect(
    page.getByText(`Última atualização da fila em ${d}/${m}/${y} ${time}`),
  ).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  await expectNoSeriousA11yViolations(page);
});
