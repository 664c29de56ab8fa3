import type { Page } from '@playwright/test';
import { adminAt, screenshot, expect, test } from './kit.js';

/** Opens the load chooser, searches for the first load's id and picks it; resolves with the manifest's window. */
async function openFirstManifest(page: Page) {
  await page.getByRole('button', { name: /^Load\b/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a load' });
  const options = dialog.getByRole('list', { name: 'Load options' }).getByRole('button');
  await expect(options.first()).toBeVisible();
  const first = (await options.first().textContent())!;
  const loadId = first.split(' ')[0]!;
  await dialog.getByRole('searchbox', { name: 'Search loads' }).fill(loadId);
  // The search keeps the load whose id was typed, and hides those it does not match.
  await expect(options.filter({ hasNotText: loadId })).toHaveCount(0);
  const opened = page.context().waitForEvent('page');
  await options.filter({ hasText: new RegExp(`^${loadId} `) }).click();
  const manifest = await opened;
  await manifest.waitForLoadState();
  return { loadId, manifest };
}

test.describe('load manifest', () => {
  test("opens a load of the client's stores in a window of its own", async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', '/client/loadmanifest');
    await expect(page.getByRole('heading', { name: 'Load Manifest' })).toBeVisible();
    const { loadId, manifest } = await openFirstManifest(page);
    await expect(manifest).toHaveTitle(`Load Manifest ${loadId}`);
    await expect(manifest.locator('table')).toBeVisible();
    expect(await manifest.evaluate(() => window.opener)).toBeNull();
    await screenshot(manifest, 'load-manifest-window');
    // The manifest shows on the screen too, under the chosen load.
    await expect(page.getByRole('button', { name: /^Load\b/ })).toContainText(loadId);
    await expect(page.getByRole('region', { name: `Load Manifest ${loadId}` })).toBeVisible();
    await screenshot(page, 'load-manifest');
  });

  test("lists the chosen store's loads for its manager", async ({ browser }) => {
    const page = await adminAt(browser, 'manager@demo.test', '/store/loadmanifest');
    const { manifest } = await openFirstManifest(page);
    await expect(manifest.locator('body')).toContainText('Downtown Hub');
  });
});
