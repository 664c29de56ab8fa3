import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { choose, menuPaths, signedInPage, expect, test } from './kit.js';

/** Each portal role, at a client and store where it has them, so every screen of its menu opens. */
const ROLES = [
  { email: 'sysadmin@demo.test', client: 'Demo Grocers', store: 'Downtown Hub' },
  { email: 'clientadmin@demo.test', client: null, store: 'Downtown Hub' },
  { email: 'manager@demo.test', client: null, store: 'Downtown Hub' },
  { email: 'lead@demo.test', client: null, store: null },
] as const;

/** The serious and critical WCAG 2.1 A and AA violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  // A control that just became enabled fades its colours in; read them once they have settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((fade) => !(fade instanceof CSSTransition)),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent's focus helpers (Tabster) add hidden focus bumpers that pass focus straight on; axe reads
    // them as focusable hidden content, a known false positive Microsoft's own scanners exclude too.
    .exclude('[data-tabster-dummy]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

for (const { email, client, store } of ROLES) {
  test(`every screen ${email} may open has no serious or critical accessibility violation`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, email);
    if (client) await choose(page, 'Client', client);
    if (store) await choose(page, 'Store', store);
    const paths = [...(await menuPaths(page)), '/profile'];
    // Signing in gets the time of an ordinary test, and so does each screen of the menu.
    test.setTimeout(60_000 + paths.length * 30_000);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The screen's data, not its loading state, is what people use.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      found.push(...(await violations(page)).map((line) => `${path} ${line}`));
    }
    expect(found).toEqual([]);
  });
}
