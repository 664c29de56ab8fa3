import type { Locator, Page } from '@playwright/test';
import { screenshot, uniqueName, expect, test } from './kit.js';
import { bothAt, onTwoGateways } from './two-admins.js';

// Each admin on a gateway of their own: the save that conflicts, and the notice of it, cross Redis.
onTwoGateways();

/** One editor that offers the conflict dialog: where it is, how it opens, its text field and save button. */
interface Editor {
  title: string;
  path: string;
  /** Opens the editor of the screen's first row and answers its form. */
  open: (page: Page) => Promise<Locator>;
  field: string;
  save: string;
}

const firstSortable = (page: Page, label: string) => page.locator(`ul[aria-label="${label}"] > li`).first();

/** Expands `toggle`'s section unless it is open already (a shelf editor is reopened inside it). */
async function expand(toggle: Locator): Promise<void> {
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const openFirstSection = (page: Page) =>
  expand(
    page
      .locator('[role="list"][aria-label="Sections"] > [role="listitem"]')
      .first()
      .locator('button[aria-expanded]')
      .first(),
  );

const openFirstStagingSection = (page: Page) =>
  expand(firstSortable(page, 'Staging sections').locator('button[aria-expanded]').first());

const EDITORS: Editor[] = [
  {
    title: 'merchandise section',
    path: '/store/merchandise',
    open: async (page) => {
      await openFirstSection(page);
      return page.getByRole('form', { name: /^Section / });
    },
    field: 'Name',
    save: 'Save',
  },
  {
    title: 'merchandise shelf',
    path: '/store/merchandise',
    open: async (page) => {
      await openFirstSection(page);
      await page
        .getByRole('list', { name: /^Shelves of / })
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Shelf / });
    },
    field: 'Shelf name',
    save: 'Save shelf',
  },
  {
    title: 'carry-out section',
    path: '/store/carryout',
    open: async (page) => {
      await openFirstStagingSection(page);
      return page.getByRole('form', { name: 'Staging section' });
    },
    field: 'Name',
    save: 'Save',
  },
  {
    title: 'carry-out shelf',
    path: '/store/carryout',
    open: async (page) => {
      await openFirstStagingSection(page);
      await page
        .getByRole('region', { name: /^Shelves of / })
        .getByRole('button', { name: /^Edit shelf / })
        .first()
        .click();
      return page.getByRole('form', { name: 'Edit shelf' });
    },
    field: 'Shelf name',
    save: 'Save',
  },
  {
    title: 'item category',
    path: '/store/itemcategories',
    open: async (page) => {
      await firstSortable(page, 'Item categories').getByRole('button').nth(1).click();
      return page.getByRole('form', { name: 'Item category' });
    },
    field: 'Source key',
    save: 'Save',
  },
];

/** Types `value` into the editor's field and saves. */
async function saveAs(form: Locator, editor: Editor, value: string): Promise<void> {
  await form.getByRole('textbox', { name: editor.field, exact: true }).fill(value);
  await form.getByRole('button', { name: editor.save }).click();
}

for (const editor of EDITORS) {
  test(`the ${editor.title} editor's conflict dialog reloads the other admin's values, or overwrites them`, async ({
    browser,
  }) => {
    test.slow();
    const [alice, bob] = (await bothAt(browser, editor.path)) as [Page, Page];
    const conflict = alice.getByRole('alertdialog', { name: 'Someone else changed this' });

    // Reload: Alice takes the values Bob saved while she was editing.
    const aliceForm = await editor.open(alice);
    let bobForm = await editor.open(bob);
    const theirs = uniqueName('Theirs');
    await saveAs(bobForm, editor, theirs);
    await saveAs(aliceForm, editor, uniqueName('Mine'));
    await expect(conflict).toBeVisible();
    await screenshot(alice, `conflict-${editor.title.replace(/ /g, '-')}`);
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toBeHidden();
    await expect(aliceForm.getByRole('textbox', { name: editor.field, exact: true })).toHaveValue(theirs);

    // Overwrite: Alice's values replace the ones Bob saved meanwhile.
    if (!(await bobForm.isVisible())) bobForm = await editor.open(bob);
    await saveAs(bobForm, editor, uniqueName('Theirs again'));
    const mine = uniqueName('Mine');
    await saveAs(aliceForm, editor, mine);
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(conflict).toBeHidden();
    await expect(bob.getByText(mine).first()).toBeVisible();
  });
}
