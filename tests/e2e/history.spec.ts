import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { HISTORY_EXPORT_HEADER } from '@fulfil/domain';
import { downloadFrom, openLive, screenshot, uniqueName, expect, test } from './kit.js';
import { adminAt, ADMINS, onTwoGateways } from './two-admins.js';

onTwoGateways();

const ACTIVITY = 'Activity - Downtown Hub';
const sections = (page: Page) => page.locator('[role="list"][aria-label="Sections"] > [role="listitem"]');

/** Opens the section whose row names `name` and answers its editor form. */
async function openSection(page: Page, name: string) {
  const label = (await sections(page).filter({ hasText: name }).first().getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('form', { name: `Section ${name}` });
}

/** Renames the open section in its editor and waits for the save. */
async function rename(form: ReturnType<Page['getByRole']>, to: string) {
  await form.getByLabel('Name').fill(to);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
}

test.describe('history of changes, live (issue 17)', () => {
  test("one admin's rename arrives on the other admin's activity page and History panel, is exported, and is undone by its author", async ({
    browser,
  }) => {
    test.slow();
    const [editorAdmin, watcherAdmin] = ADMINS;
    // The admins work through different gateways: the entry's notice crosses Redis.
    const watcher = await adminAt(browser, watcherAdmin, '/store/dashboard');
    await openLive(watcher, '/store/activity', 'StoreHistoryEvents');
    const activity = watcher.getByRole('table', { name: ACTIVITY });
    await expect(watcher.getByRole('heading', { name: ACTIVITY })).toBeVisible();

    const editor = await adminAt(browser, editorAdmin, '/store/merchandise');
    const first = (await sections(editor).first().getAttribute('aria-label')) ?? '';
    await editor.getByRole('button', { name: first, exact: true }).click();
    const form = editor.getByRole('form', { name: /^Section / });
    const before = await form.getByLabel('Name').inputValue();
    const after = uniqueName('Dairy');
    await rename(form, after);

    // Without reloading: the newest entry is the rename, with who made it and the name before and after.
    const renamed = activity.getByRole('row').filter({ hasText: `Name: ${before} → ${after}` });
    await expect(renamed).toBeVisible();
    await expect(renamed).toContainText('clientadmin@demo.test');
    await expect(renamed).toContainText(/Merchandise section \d+/);
    await expect(renamed).toContainText('updated');
    await expect(activity.getByRole('row').nth(1)).toContainText(after);
    await screenshot(watcher, 'history-activity-live');

    // The filters narrow the page, offering the types in the screens' words: another type holds no such entry.
    await watcher.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: 'Zone' });
    await expect(renamed).toBeHidden();
    await watcher
      .getByRole('combobox', { name: 'Entity type' })
      .selectOption({ label: 'Merchandise section' });
    await expect(renamed).toBeVisible();

    // The csv holds the filtered history, newest first, read back as a spreadsheet would: the entity
    // as the API names it, for tools to match, and the changes as the page words them.
    const csv = await downloadFrom(watcher, 'Export CSV');
    expect(csv.suggestedFilename()).toBe('History_Downtown_Hub.csv');
    const parsed = Papa.parse<string[]>(await readFile(await csv.path(), 'utf8'), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(HISTORY_EXPORT_HEADER);
    expect(rows.every((row) => row[3] === 'Section')).toBe(true);
    expect(rows[0]).toEqual([
      expect.any(String),
      'clientadmin@demo.test',
      'portal',
      'Section',
      expect.any(String),
      'updated',
      `Name: ${before} → ${after}`,
    ]);

    // The same rows as a workbook, written in a worker.
    const xlsx = await downloadFrom(watcher, 'Export Excel');
    expect(xlsx.suggestedFilename()).toBe('History_Downtown_Hub.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(7).value).toBe(`Name: ${before} → ${after}`);

    // The section's own History panel, opened on the watcher's merchandise screen, shows the rename.
    await openLive(watcher, '/store/merchandise', 'MerchandiseStoreEvents');
    const watched = await openSection(watcher, after);
    await expect(watched).toBeVisible();
    await watcher.getByRole('button', { name: 'History' }).click();
    // Its name follows the section's, which the next rename changes.
    const panel = watcher.getByRole('table', { name: /^History of Section / });
    await expect(panel.getByRole('row').filter({ hasText: `Name: ${before} → ${after}` })).toBeVisible();

    // And it stays current while open: the editor's next rename arrives there too.
    const again = uniqueName('Dairy');
    await rename(form, again);
    const latest = panel.getByRole('row').filter({ hasText: `Name: ${after} → ${again}` });
    await expect(latest).toBeVisible();
    await screenshot(watcher, 'history-panel-live');
    // Only the person who made a change may undo it: the watcher is offered no undo of the editor's.
    await expect(latest.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);

    // The editor undoes their own last rename from their panel; the watcher's editor follows live.
    await editor.getByRole('button', { name: 'History' }).click();
    const own = editor
      .getByRole('table', { name: /^History of Section / })
      .getByRole('row')
      .filter({ hasText: `Name: ${after} → ${again}` });
    await own.getByRole('button', { name: 'Undo this change' }).click();
    // The undo is the row's latest change now, the only one of its entries offered for undo.
    await expect(own.getByRole('button', { name: /^(Undo this change|Change undone)$/ })).toHaveCount(0);
    const undoEntry = editor
      .getByRole('table', { name: /^History of Section / })
      .getByRole('row')
      .filter({ hasText: `Name: ${again} → ${after}` });
    await expect(undoEntry.getByRole('button', { name: 'Undo this change' })).toBeVisible();
    // The editor's own untouched form follows their undo, with no warning of a change underneath;
    // the watcher's keeps its draft and offers the version the undo stored, as for any other's change.
    await expect(form.getByLabel('Name')).toHaveValue(after);
    await expect(editor.getByRole('button', { name: 'Show their version' })).toHaveCount(0);
    await watcher.getByRole('button', { name: 'Show their version' }).click();
    await expect(watched.getByLabel('Name')).toHaveValue(after);
    await expect(panel.getByRole('row').filter({ hasText: `Name: ${again} → ${after}` })).toBeVisible();
    await screenshot(editor, 'history-undo');
  });
});
