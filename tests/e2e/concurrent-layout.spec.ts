import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, graphql, screenshot, expect, test } from './kit.js';
import { ADMINS, bothAt, onTwoGateways, STORE, twoGatewayApi } from './two-admins.js';

onTwoGateways();

/** The reader's token and the store's id, found once per test file. */
let reader: { token: string; storeId: string } | undefined;

async function readerOf(request: APIRequestContext) {
  if (reader) return reader;
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: ADMINS[1].email, password: DEMO_PASSWORD },
  );
  const { stores } = await graphql<{ stores: { id: string; name: string }[] }>(
    request,
    '{ stores { id name } }',
    {},
    login.token,
  );
  reader = { token: login.token, storeId: stores.find((store) => store.name === STORE)!.id };
  return reader;
}

/** Reads a store's list through the GraphQL API, each row named by `fields` joined as the screen names it. */
async function stored(request: APIRequestContext, field: string, fields: string): Promise<string[]> {
  const { token, storeId } = await readerOf(request);
  const answer = await graphql<Record<string, Record<string, string>[]>>(
    request,
    `query ($storeId: ID!) { ${field}(storeId: $storeId) { ${fields} } }`,
    { storeId },
    token,
  );
  return answer[field]!.map((row) =>
    fields
      .split(' ')
      .map((name) => row[name])
      .join(' – '),
  );
}

/** Drags the handle `Drag {from}` with the mouse onto the row holding `Drag {to}`. */
async function drag(page: Page, rows: Locator, from: string, to: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag ${from}`, exact: true });
  const target = rows.filter({ has: page.getByRole('button', { name: `Drag ${to}`, exact: true }) });
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('The rows are not on screen.');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + start.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

const sectionRows = (page: Page) => page.locator('[role="list"][aria-label="Sections"] > [role="listitem"]');

/** The merchandise sections top to bottom (rows are placed by their offset, not DOM order). */
async function sectionOrder(page: Page): Promise<string[]> {
  const rows = await sectionRows(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('aria-label') ?? '',
      top: item.getBoundingClientRect().top,
    })),
  );
  return rows.sort((a, b) => a.top - b.top).map((row) => row.name);
}

const sortableRows = (page: Page, label: string) => page.locator(`ul[aria-label="${label}"] > li`);

/** A sortable list's items in order, by the names of their handles. */
async function sortableOrder(page: Page, label: string): Promise<string[]> {
  const handles = await sortableRows(page, label)
    .getByRole('button', { name: /^Drag / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return handles.map((handle) => handle.replace(/^Drag /, ''));
}

test.describe('two admins moving the same list at the same moment', () => {
  test('after each of ten rounds of simultaneous section moves both screens show the stored order', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const pages = await bothAt(browser, '/store/merchandise');
    for (const page of pages) await expect(sectionRows(page).first()).toBeVisible();
    const [alice, bob] = pages as [Page, Page];
    for (let round = 0; round < 10; round++) {
      const order = await sectionOrder(alice);
      // Different sections each round: Alice moves one of the top ones down, Bob one further down up.
      const [a, b, c] = [order[round % 3]!, order[3]!, order[5 + (round % 3)]!];
      const answered = pages.map((page) =>
        page.waitForResponse((response) => !!response.request().postData()?.includes('moveSection')),
      );
      await Promise.all([drag(alice, sectionRows(alice), a, order[4]!), drag(bob, sectionRows(bob), c, b)]);
      await Promise.all(answered);
      // A section row is named by its code and name.
      const truth = await stored(twoGatewayApi(), 'sections', 'sectionSourceKey name');
      for (const page of pages) {
        await expect
          .poll(() => sectionOrder(page), { timeout: 3_000, message: `round ${round + 1}` })
          .toEqual(truth);
      }
    }
    await screenshot(bob, 'concurrent-section-moves');
  });

  for (const screen of [
    { path: '/store/itemcategories', label: 'Item categories', field: 'itemCategories', name: 'sourceKey' },
    { path: '/store/carryout', label: 'Staging sections', field: 'stagingSections', name: 'name' },
    { path: '/store/leadtimerules', label: 'Lead time rules', field: 'leadTimeRules', name: 'name' },
  ]) {
    test(`simultaneous reorders of ${screen.label.toLowerCase()} keep both admins' moves`, async ({
      browser,
    }) => {
      test.slow();
      const pages = await bothAt(browser, screen.path);
      for (const page of pages) await expect(sortableRows(page, screen.label).first()).toBeVisible();
      const [alice, bob] = pages as [Page, Page];
      const start = await sortableOrder(alice, screen.label);
      expect(start.length).toBeGreaterThanOrEqual(4);
      const [first, second, third, fourth] = start as [string, string, string, string];
      // Alice drops the first below the second; Bob, from the same list, the fourth onto the third.
      await Promise.all([
        drag(alice, sortableRows(alice, screen.label), first, second),
        drag(bob, sortableRows(bob, screen.label), fourth, third),
      ]);
      await expect
        .poll(async () => {
          const truth = await stored(twoGatewayApi(), screen.field, screen.name);
          return (
            truth.indexOf(first) === truth.indexOf(second) + 1 &&
            truth.indexOf(fourth) === truth.indexOf(third) - 1
          );
        })
        .toBe(true);
      const truth = await stored(twoGatewayApi(), screen.field, screen.name);
      for (const page of pages) await expect.poll(() => sortableOrder(page, screen.label)).toEqual(truth);
      await screenshot(bob, `concurrent-${screen.field}-reorder`);
    });
  }

  test('simultaneous moves of auto-assignment rules keep both admins’ moves, and edits show on both screens', async ({
    browser,
  }) => {
    test.slow();
    const label = 'Auto-assignment rules';
    const request = twoGatewayApi();
    const { token, storeId } = await readerOf(request);
    const { stores } = await graphql<{ stores: { id: string; clientId: string }[] }>(
      request,
      '{ stores { id clientId } }',
      {},
      token,
    );
    const scope = { c: stores.find((store) => store.id === storeId)!.clientId, s: storeId };
    // Four limits of this run, told apart by their values.
    const base = 100 + (Date.now() % 800);
    const names = [0, 1, 2, 3].map((step) => `Limit by Order Count: ${base + step}`);
    for (let step = 0; step < 4; step++) {
      await graphql(
        request,
        `
          mutation ($c: ID!, $s: ID, $input: AssignmentRuleInput!) {
            createAssignmentRule(clientId: $c, storeId: $s, input: $input) {
              assignmentRule {
                id
              }
            }
          }
        `,
        { ...scope, input: { type: 'LIMIT', key: 'ORDER_COUNT', value: String(base + step) } },
        token,
      );
    }
    const storedOrder = async () => {
      const { assignmentRules } = await graphql<{
        assignmentRules: { rules: { key: string; value: string }[] };
      }>(
        request,
        'query ($c: ID!, $s: ID) { assignmentRules(clientId: $c, storeId: $s) { rules { key value } } }',
        scope,
        token,
      );
      return assignmentRules.rules
        .map((rule) => `Limit by Order Count: ${rule.value}`)
        .filter((name) => names.includes(name));
    };
    const ours = async (page: Page) =>
      (await sortableOrder(page, label)).filter((name) => names.includes(name));

    const pages = await bothAt(browser, '/store/autoassignmentrule');
    for (const page of pages) await expect.poll(() => ours(page)).toEqual(names);
    const [alice, bob] = pages as [Page, Page];
    const [first, second, third, fourth] = names as [string, string, string, string];
    await Promise.all([
      drag(alice, sortableRows(alice, label), first, second),
      drag(bob, sortableRows(bob, label), fourth, third),
    ]);
    await expect.poll(storedOrder).toEqual([second, first, fourth, third]);
    for (const page of pages) await expect.poll(() => ours(page)).toEqual([second, first, fourth, third]);

    // Bob changes a value; Alice's list shows it without reloading.
    await sortableRows(bob, label)
      .filter({ has: bob.getByRole('button', { name: `Drag ${third}`, exact: true }) })
      .getByRole('button', { expanded: false })
      .click();
    const editor = bob.getByRole('region', { name: third });
    await editor.getByRole('textbox', { name: 'Value' }).fill(String(base + 900));
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(
      alice.getByRole('button', { name: `Drag Limit by Order Count: ${base + 900}` }),
    ).toBeVisible();
    await screenshot(alice, 'concurrent-assignment-rules');
  });
});
