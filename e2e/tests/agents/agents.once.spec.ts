// The sales agents (issue 14): management sees the agents with their figures, opens one and gives him
// a client; the agent who followed it no longer finds it. Changes which agent follows a seeded client
// (C00012, used by no other spec), so it runs once per suite, on the desktop.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { ClientDirectory, ClientRecord } from '../../pages/ClientsPages';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ timeout: 150_000 });

/** A second browser window (its own session), with the cookie choice already made. */
async function secondWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

test('management assigns a client to another agent, and the first agent no longer sees it', async ({
  page: adminPage,
  browser,
}) => {
  await new SessionDialog(adminPage).logIn('admin', undefined, /\/reservedarea$/);
  const agents = new ClientDirectory(adminPage);
  await agents.open('/salesagent');
  expect(await agents.codes()).toEqual(['AG02', 'AG03', 'AG01']);
  await expect(agents.row('AG01')).toContainText('Luca Moretti');
  expect(await axeViolations(adminPage)).toEqual([]);
  await adminPage.screenshot({ path: `${SHOTS}/agents-1440.png` });

  await agents.row('AG02').getByRole('link').click();
  await expect(adminPage).toHaveURL(/\/salesagent\/AG02$/);
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Chiara Esposito');
  const assign = adminPage.getByRole('region', { name: 'Assegna un cliente' });
  await assign.getByLabel('Codice cliente').fill('C99999');
  await assign.getByRole('button', { name: 'Assegna' }).click();
  await expect(assign.getByText('Non esiste un cliente con questo codice.')).toBeVisible();
  await assign.getByLabel('Codice cliente').fill('c00012');
  await assign.getByRole('button', { name: 'Assegna' }).click();
  await expect(assign.getByRole('status')).toHaveText('C00012 ora è seguito da Chiara Esposito.');
  const hisClients = new ClientDirectory(adminPage);
  await expect(hisClients.row('C00012')).toBeVisible();
  expect(await axeViolations(adminPage)).toEqual([]);
  await adminPage.screenshot({ path: `${SHOTS}/agent-1440.png`, fullPage: true });

  // On the client's record the change is logged, and the agent section names the new agent.
  const record = new ClientRecord(adminPage);
  await record.open('C00012');
  await expect(record.section('Agente')).toContainText('Chiara Esposito (AG02)');
  await expect(record.audit.getByRole('listitem').first()).toContainText('Assegnazione');

  const morettiPage = await secondWindow(browser);
  await new SessionDialog(morettiPage).logIn('moretti', undefined, /\/reservedarea$/);
  const directory = new ClientDirectory(morettiPage);
  await directory.open('/clients?q=C00012');
  await expect(directory.empty).toBeVisible();
  const his = new ClientRecord(morettiPage);
  await morettiPage.goto('/client/C00012');
  await expect(his.notFound).toBeVisible();
  await morettiPage.context().close();
});
