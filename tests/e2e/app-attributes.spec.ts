import type { Locator, Page } from '@playwright/test';
import { screenshot, signedInPage, expect, test } from './kit.js';

const KEY = 'ExpressOrderTimeFrame';
const ENDS_BEFORE_START = '{"Enabled": true, "StartTime": "19:00", "EndTime": "08:00"}';
const VALID = '{"Enabled": true, "StartTime": "07:30", "EndTime": "21:00"}';

const attributeTable = (page: Page): Locator => page.getByRole('table', { name: 'Application attributes' });
const attributeRow = (page: Page, name: string): Locator =>
  attributeTable(page).getByRole('row').filter({ hasText: name });

test.describe('application attributes', () => {
  test('an enabled time frame that fails its check is refused in the spec’s words and not saved; a valid one is', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/appattributes');
    await expect(page.getByRole('heading', { name: 'Application attributes' })).toBeVisible();

    await page.getByRole('button', { name: 'New attribute' }).click();
    const form = page.getByRole('form', { name: 'Application attribute' });
    await expect(form).toContainText('Please, select an attribute first.');
    await form.getByLabel(/^Key/).selectOption(KEY);
    // The key's type starts the value from its default, 08:00 to 19:00.
    const value = form.getByLabel('Value');
    await expect(value).toHaveValue(/"StartTime":\s*"08:00"/);

    await value.fill('{"Enabled": true, "StartTime": "19:00"');
    await expect(form).toContainText('The value is not valid JSON.');
    await value.fill(ENDS_BEFORE_START);
    await expect(form).toContainText('The StartTime must be lower than EndTime value');
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Attribute Value Incorrect' });
    await expect(alert).toContainText(`The value of the '${KEY}' Attribute is incorrect.`);
    await expect(alert).toContainText('The StartTime must be lower than EndTime value');
    await screenshot(page, 'app-attributes-value-incorrect');
    await alert.getByRole('button', { name: 'OK' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application attributes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New attribute' })).toBeEnabled();
    await expect(attributeRow(page, KEY)).toHaveCount(0);

    await page.getByRole('button', { name: 'New attribute' }).click();
    await form.getByLabel(/^Key/).selectOption(KEY);
    await form.getByLabel('Value').fill(VALID);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(attributeRow(page, KEY)).toBeVisible();

    await page.reload();
    await expect(attributeRow(page, KEY)).toContainText(/"StartTime":\s*"07:30"/);
    await screenshot(page, 'app-attributes-list');

    // A name already defined is not offered again; a time-type key is labelled 'Key (hh:mm)'.
    await page.getByRole('button', { name: 'New attribute' }).click();
    await expect(form.getByRole('option', { name: KEY })).toHaveCount(0);
    await form.getByLabel(/^Key/).selectOption('DailyOrderCutoffTime');
    await expect(form.getByLabel('Key (hh:mm)')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Open it and delete it, so the key is free again.
    await attributeRow(page, KEY).click();
    await screenshot(page, 'app-attributes-open');
    await form.getByRole('button', { name: 'Delete attribute' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await expect(attributeRow(page, KEY)).toHaveCount(0);
  });
});
