import type { Page } from '@playwright/test';
import { adminAt, screenshot, uniqueName, expect, test } from './kit.js';

const PATH = '/store/leadtimerules';
const form = (page: Page) => page.getByRole('form', { name: 'Lead time rule' });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await form(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Starts a same-day rule with a name and minutes, as a person fills the create form. */
async function startRule(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New lead time rule' }).click();
  await form(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await form(page).getByRole('spinbutton', { name: 'Minutes from promise time' }).fill('35');
  await choose(page, 'Alert colour', 'Orange');
  await choose(page, 'Rule type', 'SameDayOrders');
}

const rowButton = (page: Page, name: string) =>
  page.locator('ul[aria-label="Lead time rules"] > li').getByRole('button', { name: new RegExp(`^${name}`) });

test.describe('lead time rules', () => {
  test('the demo rules are listed in order, type 6 is offered, and search finds name and description', async ({
    browser,
  }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    await expect(rowButton(page, 'Hot food waiting')).toBeVisible();
    await expect(rowButton(page, 'Courier not arrived')).toContainText('Store Delivery Status');
    await screenshot(page, 'lead-time-rules-list');

    await page.getByRole('searchbox', { name: 'Search lead time rules' }).fill('catering trays');
    await expect(rowButton(page, 'Catering prep')).toBeVisible();
    await expect(rowButton(page, 'Hot food waiting')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search lead time rules' }).fill('');

    await page.getByRole('button', { name: 'New lead time rule' }).click();
    await form(page).getByRole('combobox', { name: 'Rule type' }).click();
    await expect(page.getByRole('option', { name: 'Store Delivery Status' })).toBeVisible();
  });

  test('creating a rule checks it with the spec’s words, and the toggles reset each other', async ({
    browser,
  }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    await page.getByRole('button', { name: 'New lead time rule' }).click();
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(form(page)).toContainText('You have to provide a name for the rule');

    const name = uniqueName('Evening rush');
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await startRule(page, name);

    // Print on label, then ZPL: ZPL turns print-on-label off and starts with quantity 1.
    await form(page).getByRole('switch', { name: 'Print on label' }).check();
    await form(page).getByRole('textbox', { name: 'Value to print' }).fill('RUSH');
    await form(page).getByRole('switch', { name: 'Print ZPL label' }).check();
    await expect(form(page).getByRole('switch', { name: 'Print on label' })).not.toBeChecked();
    await expect(form(page).getByRole('textbox', { name: 'Value to print' })).toHaveCount(0);
    await expect(form(page).getByRole('spinbutton', { name: 'Label quantity' })).toHaveValue('1');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(form(page)).toContainText('You have to provide a ZPL label template');
    await form(page).getByRole('textbox', { name: 'ZPL label template' }).fill('^XA^FDRUSH^FS^XZ');

    // Customer SMS by template: choosing custom text clears the template and back.
    await form(page).getByRole('switch', { name: 'Send customer SMS' }).check();
    await form(page).getByRole('radio', { name: 'Template' }).check();
    await choose(page, 'Text message template', 'Running late');
    await form(page).getByRole('switch', { name: 'Update order status' }).check();
    await choose(page, 'New order status', 'Staged');
    await screenshot(page, 'lead-time-rules-create');
    await form(page).getByRole('button', { name: 'Save' }).click();

    const editor = page.getByRole('region', { name });
    await expect(editor).toBeVisible();
    await expect(rowButton(page, name)).toBeVisible();
    // Nothing differs yet, so neither Save nor Cancel is offered.
    await expect(editor.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(editor.getByRole('switch', { name: 'Print ZPL label' })).toBeChecked();

    // Turning the order-status update off clears the status; Cancel brings the saved values back.
    await editor.getByRole('switch', { name: 'Update order status' }).uncheck();
    await expect(editor.getByRole('combobox', { name: 'New order status' })).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'Save' })).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.getByRole('combobox', { name: 'New order status' })).toHaveText('Staged');
    await expect(editor.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(editor.getByRole('combobox', { name: 'Rule type' })).toBeDisabled();
    await screenshot(page, 'lead-time-rules-editor');
  });

  test('an order status rule on Out For Delivery is a delivery rule', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    await startRule(page, uniqueName('Courier late'));
    await choose(page, 'Rule type', 'OrderStatus');
    await choose(page, 'Order status', 'Out For Delivery');
    await expect(form(page).getByRole('combobox', { name: 'Order type' })).toHaveText('Delivery');
    await expect(form(page).getByRole('combobox', { name: 'Order type' })).toBeDisabled();
  });

  test('a save over another admin’s change opens the conflict dialog naming who changed it', async ({
    browser,
  }) => {
    test.slow();
    const alice = await adminAt(browser, 'manager@demo.test', PATH);
    const bob = await adminAt(browser, 'clientadmin@demo.test', PATH);
    const name = uniqueName('Pickup window');
    await startRule(alice, name);
    await form(alice).getByRole('button', { name: 'Save' }).click();

    // The new rule reaches Bob live.
    await rowButton(bob, name).click();
    const bobEditor = bob.getByRole('region', { name });
    await bobEditor.getByRole('spinbutton', { name: 'Minutes from promise time' }).fill('50');

    const aliceEditor = alice.getByRole('region', { name });
    await aliceEditor.getByRole('spinbutton', { name: 'Minutes from promise time' }).fill('45');
    await aliceEditor.getByRole('button', { name: 'Save' }).click();
    await expect(rowButton(alice, name)).toContainText('45 min');
    await expect(rowButton(bob, name)).toContainText('45 min');

    await bobEditor.getByRole('button', { name: 'Save' }).click();
    const conflict = bob.getByRole('alertdialog', { name: 'Someone else changed this' });
    // Named as people know each other.
    await expect(conflict).toContainText('Morgan Manager');
    await screenshot(bob, 'lead-time-rules-conflict');
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(rowButton(alice, name)).toContainText('50 min');
  });

  test('a shopper sees the rules without any control to change them', async ({ browser }) => {
    const page = await adminAt(browser, 'lead@demo.test', PATH);
    await expect(rowButton(page, 'Hot food waiting')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New lead time rule' })).toHaveCount(0);
    await rowButton(page, 'Hot food waiting').click();
    await expect(page.getByRole('button', { name: 'Delete rule' })).toHaveCount(0);
  });
});
