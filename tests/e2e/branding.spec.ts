import type { Page } from '@playwright/test';
import { screenshot, signedInPage, expect, test } from './kit.js';

/** A 400x300 PNG drawn by the browser: a blue field with an orange disc, so the crop is visible. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f5fa8';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#f39c12';
    context.beginPath();
    context.arc(200, 150, 100, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test.describe('branding', () => {
  test('a chosen image is cropped and saved as the app logo, shown to another admin and after a reload, then cleared', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/branding');
    const card = page.getByRole('region', { name: 'App logo' });
    await expect(card).toContainText('No app logo yet');
    // A second admin of the client watches the same screen.
    const colleague = await signedInPage(browser, 'clientadmin@demo.test');
    await colleague.goto('/client/branding');
    const colleagueCard = colleague.getByRole('region', { name: 'App logo' });
    await expect(colleagueCard).toContainText('No app logo yet');

    await card.getByLabel('Image file for the app logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop the app logo' });
    const cropArea = dialog.getByRole('img', { name: 'Crop area' });
    await expect(cropArea).toHaveAttribute('width', '250');
    await expect(cropArea).toHaveAttribute('height', '250');
    await cropArea.focus();
    await page.keyboard.press('ArrowRight');
    await screenshot(page, 'branding-crop');
    await dialog.getByRole('button', { name: 'Save logo' }).click();
    await expect(dialog).toBeHidden();
    await expect(colleagueCard.getByRole('img', { name: 'App logo' })).toBeVisible();

    await page.reload();
    const logo = card.getByRole('img', { name: 'App logo' });
    await expect(logo).toBeVisible();
    // The stored image is the 250x250 crop, as a PNG.
    expect(
      await logo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([250, 250]);
    await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,iVBOR/);
    await screenshot(page, 'branding-saved');

    // Clear asks first; declining keeps the logo.
    await card.getByRole('button', { name: 'Clear' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('The app logo will be deleted. This action cannot be undone.');
    await screenshot(page, 'branding-clear-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(logo).toBeVisible();
    await card.getByRole('button', { name: 'Clear' }).click();
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expect(card).toContainText('No app logo yet');
    await expect(colleagueCard).toContainText('No app logo yet');
    await page.reload();
    await expect(card).toContainText('No app logo yet');
  });
});
