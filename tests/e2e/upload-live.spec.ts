import { adminAt, ADMINS, onTwoGateways } from './two-admins.js';
import { screenshot, expect, test } from './kit.js';
import { downloadWithAisleRenamed } from './support/store-setup-file.js';

onTwoGateways();

test.describe('a store setup upload seen live', () => {
  test('the admin on the merchandise screen of another gateway sees who uploads and how far, then the renamed aisle', async ({
    browser,
  }) => {
    test.slow();
    const [watcherAdmin, uploaderAdmin] = ADMINS;
    const watcher = await adminAt(browser, watcherAdmin, '/store/merchandise');
    await expect(watcher.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
    const uploader = await adminAt(browser, uploaderAdmin, '/client/upload');
    await uploader.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    const { edited, aisle, renamed } = await downloadWithAisleRenamed(uploader);

    // The file is held on its way to the gateway until the other admin has seen the banner.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await uploader.route('**/upload/store**', async (route) => {
      await released;
      await route.continue();
    });
    await uploader.getByLabel('File', { exact: true }).setInputFiles(edited);
    await uploader.getByRole('button', { name: 'Upload file' }).click();

    const banner = watcher
      .getByRole('status')
      .filter({ hasText: /Sam Sysadmin is uploading a store setup \(\d+ %\)/ });
    await expect(banner).toBeVisible();
    await expect(
      watcher.getByRole('progressbar', { name: /Sam Sysadmin is uploading a store setup/ }),
    ).toBeVisible();
    // The uploader sees the percent, not only the ticker.
    await expect(uploader.getByRole('status').filter({ hasText: /Sending: \d+ %/ })).toBeVisible();
    await expect(uploader.getByRole('progressbar', { name: /Upload \d+ %/ })).toBeVisible();
    await screenshot(watcher, 'upload-live-banner');
    await screenshot(uploader, 'upload-live-uploader-percent');
    release();

    await expect(uploader.getByRole('table', { name: 'Upload statistics' })).toBeVisible();
    await expect(
      watcher.getByRole('button', { name: `Drag ${aisle} – ${renamed}`, exact: true }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    await screenshot(watcher, 'upload-live-layout-changed');
  });
});
