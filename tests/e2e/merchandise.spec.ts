import type { Locator, Page } from '@playwright/test';
import { graphql, screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

const ADMIN = 'clientadmin@demo.test';
const STORE = 'Downtown Hub';

/** Chooses the store in the shell's store chooser, as a person would, then opens the screen. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.getByRole('button', { name: /^Store/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: STORE }).click();
  await page.goto(path);
}

async function openMerchandise(browser: Parameters<typeof signedInPage>[0]): Promise<Page> {
  const page = await signedInPage(browser, ADMIN);
  await openScreen(page, '/store/merchandise');
  await expect(sectionRows(page).first()).toBeVisible();
  return page;
}

/**
 * A window tall enough that an open section's first shelf sits clear of the list's lower edge, where
 * a drag that starts would scroll the list under the pointer.
 */
const roomForShelves = (page: Page) => page.setViewportSize({ width: 1280, height: 1000 });

const sectionRows = (page: Page): Locator =>
  page.locator('[role="list"][aria-label="Sections"] > [role="listitem"]');

/** The row of the section named `name` in the section list. */
const sectionRow = (page: Page, name: string): Locator =>
  sectionRows(page).filter({ has: page.getByRole('button', { name: `Drag ${name}`, exact: true }) });

/** Presses the mouse on a drag handle and moves it past the pointer sensor's activation distance. */
async function startDrag(page: Page, handle: Locator): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('The drag handle is not on screen.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 4 });
}

/** The sections as the list shows them, top to bottom (rows are placed by their offset, not DOM order). */
async function sectionOrder(page: Page): Promise<string[]> {
  const rows = await sectionRows(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('aria-label') ?? '',
      top: item.getBoundingClientRect().top,
    })),
  );
  return rows.sort((a, b) => a.top - b.top).map((row) => row.name);
}

/** Drags a section's handle with the mouse onto the row of another section. */
async function dragSection(page: Page, from: string, to: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag ${from}`, exact: true });
  const target = sectionRows(page).filter({
    has: page.getByRole('button', { name: `Drag ${to}`, exact: true }),
  });
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('The section rows are not on screen.');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // Past the pointer sensor's activation distance first, then onto the target's middle.
  await page.mouse.move(x, start.y + start.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

const movedBelow = (order: readonly string[], moved: string, target: string): string[] => {
  const rest = order.filter((name) => name !== moved);
  rest.splice(rest.indexOf(target) + 1, 0, moved);
  return rest;
};

test.describe('merchandise sections, live between two admins', () => {
  test('a section dragged by one admin moves on the other admin’s screen within a second', async ({
    browser,
  }) => {
    const alice = await openMerchandise(browser);
    const bob = await openMerchandise(browser);
    const before = await sectionOrder(alice);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [first, , third] = before as [string, string, string];
    const expected = movedBelow(before, first, third);

    await dragSection(alice, first, third);
    await expect.poll(() => sectionOrder(alice)).toEqual(expected);
    await expect.poll(() => sectionOrder(bob), { timeout: 1_000 }).toEqual(expected);
    await screenshot(bob, 'merchandise-live-move');
  });

  test('a section is reordered with the keyboard alone and the order is kept after reloading', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    const before = await sectionOrder(page);
    const [first, second] = before as [string, string];

    const stored = page.waitForResponse(
      (response) => !!response.request().postData()?.includes('moveSection'),
    );
    // Keys as a person presses them: each waits for the announcement that answers the previous one.
    const handle = page.getByRole('button', { name: `Drag ${first}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${first} is over ${second}.`)).toBeAttached();
    await page.keyboard.press('Space');

    const expected = movedBelow(before, first, second);
    await expect.poll(() => sectionOrder(page)).toEqual(expected);
    // The stored order, not just the screen's: the move has reached the server before reloading.
    await stored;
    await page.reload();
    await expect(sectionRows(page).first()).toBeVisible();
    await expect.poll(() => sectionOrder(page)).toEqual(expected);
  });

  test('a move keeps its place when a list answer read before it arrives after it', async ({ browser }) => {
    const page = await openMerchandise(browser);
    const { token, storeId } = await page.evaluate(() => ({
      token: (JSON.parse(localStorage.getItem('credentials') ?? '{}') as { token?: string }).token,
      storeId: localStorage.getItem('navStore'),
    }));
    // A change just before the screen subscribes makes the gateway tell it to read its list again.
    const [a, b] = (await sectionOrder(page)) as [string, string];
    const ids = await graphql<{ sections: { id: string; sectionSourceKey: string; name: string }[] }>(
      page.request,
      'query ($storeId: ID!) { sections(storeId: $storeId) { id sectionSourceKey name } }',
      { storeId },
      token,
    );
    const idOf = (label: string) =>
      ids.sections.find((s) => label === `${s.sectionSourceKey} – ${s.name}`)!.id;
    await graphql(
      page.request,
      'mutation ($s: ID!, $t: ID!) { moveSection(sectionId: $s, direction: AFTER, targetSectionId: $t) { errors { message } } }',
      { s: idOf(a), t: idOf(b) },
      token,
    );

    // The second read of the list after the reload (the resync's) is answered as read, but late.
    let reads = 0;
    let lateRead: () => void = () => undefined;
    const lateReadSent = new Promise<void>((resolve) => (lateRead = resolve));
    let lateAnswer: () => void = () => undefined;
    const lateAnswered = new Promise<void>((resolve) => (lateAnswer = resolve));
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('MerchandiseSections')) return route.fallback();
      reads += 1;
      if (reads !== 2) return route.fallback();
      const response = await route.fetch();
      lateRead();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.fulfill({ response });
      lateAnswer();
    });
    await page.reload();
    await expect(sectionRows(page).first()).toBeVisible();
    await lateReadSent;

    const before = await sectionOrder(page);
    const [first, second] = before as [string, string];
    const handle = page.getByRole('button', { name: `Drag ${first}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${first} is over ${second}.`)).toBeAttached();
    await page.keyboard.press('Space');
    const expected = movedBelow(before, first, second);
    await expect.poll(() => sectionOrder(page)).toEqual(expected);

    await lateAnswered;
    // Past the late answer's render: the order shown is still the move's.
    await page.waitForTimeout(300);
    expect(await sectionOrder(page)).toEqual(expected);
    await page.unroute('**/graphql');
    await page.reload();
    await expect.poll(() => sectionOrder(page)).toEqual(expected);
  });

  test('a refused move shows at once and then rolls back without a message', async ({ browser }) => {
    const page = await openMerchandise(browser);
    const before = await sectionOrder(page);
    const [first, second] = before as [string, string];
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('moveSection')) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'The server is busy.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      });
    });

    await dragSection(page, first, second);
    await expect.poll(() => sectionOrder(page)).toEqual(movedBelow(before, first, second));
    await expect.poll(() => sectionOrder(page)).toEqual(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a new section without a code is refused with the spec’s message', async ({ browser }) => {
    const page = await openMerchandise(browser);
    await page.getByRole('button', { name: 'New section' }).click();
    const form = page.getByRole('dialog', { name: 'New section' });
    await form.getByLabel('Name').fill('Seasonal');
    await form.getByRole('button', { name: 'Create section' }).click();
    await expect(form.getByText('Code field is required')).toBeVisible();
    await expect(form.getByText('Food Safety Type is required')).toBeVisible();
    await expect(form.getByText('Prepared items mode is required')).toBeVisible();
    await screenshot(page, 'merchandise-create-refused');
  });

  test('opening a section shows its shelves in order, and opening it again closes it', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    const [first] = (await sectionOrder(page)) as [string];
    const toggle = page.getByRole('button', { name: first, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shelves = page.getByRole('list', { name: /^Shelves of / });
    await expect(shelves.getByRole('listitem').first()).toBeVisible();
    await screenshot(page, 'merchandise-open-section');
    await toggle.click();
    await expect(shelves).toHaveCount(0);
  });

  for (const width of [1400, 1024]) {
    test(`at ${width} px the section's zones and form fields show whole, none covering another`, async ({
      browser,
    }) => {
      const page = await openMerchandise(browser);
      await page.setViewportSize({ width, height: 800 });
      const [first] = (await sectionOrder(page)) as [string];
      await page.getByRole('button', { name: first, exact: true }).click();
      const form = page.getByRole('form', { name: /^Section / });
      const boxes = await Promise.all(
        ['Food safety type', 'Prepared items mode', 'Prep option'].map((label) =>
          form.getByRole('combobox', { name: label }).boundingBox(),
        ),
      );
      for (const [left, right] of [
        [boxes[0], boxes[1]],
        [boxes[1], boxes[2]],
      ]) {
        const sameLine = left!.y < right!.y + right!.height && right!.y < left!.y + left!.height;
        if (sameLine) expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
      }
      // The zone list, already cut at 30 characters, is not cut a second time by the column.
      // The sixth column of the row's grid, under "Zones"; other tests change which zones it lists.
      const zones = sectionRows(page).first().locator(':scope > div:first-child > *').nth(5);
      await expect(zones).not.toBeEmpty();
      expect(await zones.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
      await screenshot(page, `merchandise-section-form-${width}`);
    });
  }

  test('a zone linked in the zone modal shows in the section’s zone list, also after reloading', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    const [section] = (await sectionOrder(page)) as [string];
    const row = sectionRows(page).filter({
      has: page.getByRole('button', { name: `Drag ${section}`, exact: true }),
    });
    await page.getByRole('button', { name: section, exact: true }).click();
    await page.getByRole('button', { name: 'Zones…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Zones of / });
    const zones = dialog.getByRole('group', { name: /^Zones of / });
    await expect(zones.getByRole('checkbox').first()).toBeVisible();
    const box = zones.getByRole('checkbox', { checked: false }).first();
    const zone = (await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)) ?? '';
    expect(zone).not.toBe('');
    // The zone cell's title lists every zone of the section, comma separated.
    const zoneCell = row.getByTitle(new RegExp(`(^|, )${zone}(,|$)`));
    await expect(zoneCell).toHaveCount(0);

    await box.focus();
    await page.keyboard.press('Space');
    await expect(zones.getByRole('checkbox', { name: zone, exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(zoneCell).toHaveCount(1);
    await screenshot(page, 'merchandise-zone-linked');

    await page.reload();
    await expect(sectionRows(page).first()).toBeVisible();
    await expect(zoneCell).toHaveCount(1);
  });

  test('a shelf dragged onto another section moves there', async ({ browser }) => {
    const page = await openMerchandise(browser);
    await roomForShelves(page);
    // The open section is tall, so the shelf goes up to the section above it, which stays in view.
    const [target, source] = (await sectionOrder(page)) as [string, string];
    const count = (name: string) =>
      sectionRows(page)
        .filter({ has: page.getByRole('button', { name: `Drag ${name}`, exact: true }) })
        .getByLabel(/ shelves$/);
    const before = Number(await count(target).innerText());
    await page.getByRole('button', { name: source, exact: true }).click();
    const shelf = page
      .getByRole('list', { name: /^Shelves of / })
      .getByRole('listitem')
      .first();
    const shelfName = (await shelf.getAttribute('aria-label')) ?? '';

    const handle = (await shelf.getByRole('button', { name: /^Drag / }).boundingBox())!;
    const row = (await sectionRows(page)
      .filter({ has: page.getByRole('button', { name: `Drag ${target}`, exact: true }) })
      .boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2 + 10, { steps: 4 });
    await page.mouse.move(row.x + 300, row.y + row.height / 2, { steps: 15 });
    await page.mouse.up();

    await expect(count(target)).toHaveText(String(before + 1));
    await expect(
      page
        .getByRole('list', { name: /^Shelves of / })
        .getByRole('listitem', { name: shelfName, exact: true }),
    ).toHaveCount(0);
  });
  test('a shelf dragged over another section follows the pointer and marks that section as the target', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    await roomForShelves(page);
    const [target, source] = (await sectionOrder(page)) as [string, string];
    const targetRow = sectionRow(page, target);
    const before = await targetRow.getByLabel(/ shelves$/).innerText();
    await page.getByRole('button', { name: source, exact: true }).click();
    const shelf = page
      .getByRole('list', { name: /^Shelves of / })
      .getByRole('listitem')
      .first();
    const shelfName = (await shelf.getAttribute('aria-label')) ?? '';

    await startDrag(page, shelf.getByRole('button', { name: /^Drag / }));
    const row = (await targetRow.boundingBox())!;
    await page.mouse.move(row.x + 300, row.y + row.height / 2, { steps: 15 });

    const overlay = page.locator('[data-drag-overlay]');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveText(shelfName, { ignoreCase: true });
    await expect(targetRow).toHaveAttribute('data-drop-target', 'into');
    await expect(targetRow).toHaveAttribute('aria-description', 'Drop target');
    await expect(
      page.getByText(`${shelfName} is over the section ${target}; dropping moves it there.`),
    ).toBeAttached();
    await screenshot(page, 'merchandise-shelf-drag-over-section', { fullPage: false });
    await expect(overlay).toBeVisible();

    // Escape cancels: the mark and the overlay go, and the shelf stays in its section.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(overlay).toBeHidden();
    await expect(targetRow).not.toHaveAttribute('data-drop-target');
    await expect(targetRow.getByLabel(/ shelves$/)).toHaveText(before);
    await expect(page.getByRole('listitem', { name: shelfName, exact: true })).toBeVisible();
  });

  test('a shelf dropped outside the list stays where it was, also after reloading', async ({ browser }) => {
    const page = await openMerchandise(browser);
    const [source] = (await sectionOrder(page)) as [string];
    const shelves = page.getByRole('list', { name: /^Shelves of / }).getByRole('listitem');
    const openSource = () => page.getByRole('button', { name: source, exact: true }).click();
    await openSource();
    await expect(shelves.first()).toBeVisible();
    const shelfOrder = () =>
      shelves.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    const order = await shelfOrder();
    const moves: string[] = [];
    page.on('request', (request) => {
      if (/MoveMerchandise/.test(request.postData() ?? '')) moves.push(request.postData() ?? '');
    });

    await startDrag(page, shelves.first().getByRole('button', { name: /^Drag / }));
    // Above the list, over the screen's title: no section is under the pointer.
    const heading = (await page.getByRole('heading', { name: 'Merchandise' }).boundingBox())!;
    await page.mouse.move(heading.x + heading.width / 2, heading.y + heading.height / 2, { steps: 15 });
    await expect(page.locator('[data-drop-target]')).toHaveCount(0);
    await page.mouse.up();

    await expect(page.getByText(/was dropped outside the list; nothing moved\./)).toBeAttached();
    expect(await shelfOrder()).toEqual(order);
    expect(moves).toEqual([]);
    await page.reload();
    await openSource();
    await expect(shelves).toHaveCount(order.length);
    expect(await shelfOrder()).toEqual(order);
  });
});

test.describe('shelves, live between two admins', () => {
  test('a shelf added by one admin shows in the other’s open section and in the list’s count', async ({
    browser,
  }) => {
    const alice = await openMerchandise(browser);
    const bob = await openMerchandise(browser);
    const [section] = (await sectionOrder(alice)) as [string];
    const count = (page: Page) =>
      sectionRows(page)
        .filter({ has: page.getByRole('button', { name: `Drag ${section}`, exact: true }) })
        .getByLabel(/ shelves$/);
    const before = Number(await count(bob).innerText());
    await alice.getByRole('button', { name: section, exact: true }).click();
    await bob.getByRole('button', { name: section, exact: true }).click();
    const bobShelves = bob.getByRole('list', { name: /^Shelves of / }).getByRole('listitem');
    await expect(bobShelves).toHaveCount(before);

    const name = uniqueName('Endcap');
    await alice.getByRole('button', { name: 'Add shelf' }).click();
    const dialog = alice.getByRole('dialog', { name: /^New shelf in / });
    await dialog.getByLabel('Shelf name').fill(name);
    await dialog.getByRole('button', { name: 'Add shelf' }).click();

    await expect(bobShelves.filter({ hasText: name })).toHaveCount(1);
    await expect(count(bob)).toHaveText(String(before + 1));
    await screenshot(bob, 'merchandise-live-shelf');
  });
});

test.describe('merchandise sections far down the list', () => {
  test('a section opened at the bottom of the list scrolls into view with its shelves', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    const last = sectionRows(page).last();
    const label = (await last.getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: label, exact: true }).click();
    const shelves = page.getByRole('region', { name: /^Shelves of / });
    await expect(shelves.getByRole('listitem').first()).toBeInViewport();
    await screenshot(page, 'merchandise-open-last-section');
  });

  test('a shelf is carried by keyboard onto a far-away section, the list scrolling along', async ({
    browser,
  }) => {
    const page = await openMerchandise(browser);
    const order = await sectionOrder(page);
    const [source, target] = [order[0]!, order.at(-1)!];
    const count = (name: string) =>
      sectionRows(page)
        .filter({ has: page.getByRole('button', { name: `Drag ${name}`, exact: true }) })
        .getByLabel(/ shelves$/);
    const before = Number(await count(target).innerText());
    await page.getByRole('button', { name: source, exact: true }).click();
    const shelf = page
      .getByRole('list', { name: /^Shelves of / })
      .getByRole('listitem')
      .first();
    const shelfName = (await shelf.getAttribute('aria-label')) ?? '';

    const handle = shelf.getByRole('button', { name: /^Drag / });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    const overTarget = page.getByText(`${shelfName} is over the section ${target}; dropping moves it there.`);
    // Down past the section's own shelves and every section row, each key answered before the next.
    for (let presses = 0; presses < 60 && !(await overTarget.count()); presses++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(60);
    }
    await expect(overTarget).toBeAttached();
    await page.keyboard.press('Space');

    await expect(count(target)).toHaveText(String(before + 1));
    await expect(
      sectionRows(page).filter({ has: page.getByRole('button', { name: `Drag ${target}` }) }),
    ).toBeInViewport();
  });
});

test.describe('carry-out staging sections', () => {
  test('searching on the label id narrows the list, and a section opens with its shelves', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, ADMIN);
    await openScreen(page, '/store/carryout');
    const list = page.getByRole('list', { name: 'Staging sections' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(1);
    const last = rows.last();
    const handle = await last.getByRole('button', { name: /^Drag / }).getAttribute('aria-label');
    const name = handle?.replace(/^Drag /, '') ?? '';
    const label = /Label (\S+)/.exec(await last.innerText())?.[1] ?? '';

    await page.getByRole('searchbox', { name: 'Search staging sections' }).fill(label);
    await expect(rows).toHaveCount(1);
    await rows.getByRole('button', { expanded: false }).click();
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: `Shelves of ${name}` })).toBeVisible();
    await screenshot(page, 'carryout-open-section');
  });
});
