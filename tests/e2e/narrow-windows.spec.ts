import { choose, screenshot, signedInPage, expect, test } from './kit.js';

test.describe('narrow windows', () => {
  test('at 800 px the side menu opens from the header, and choosing a page closes it', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'sysadmin@demo.test');
    await page.setViewportSize({ width: 800, height: 700 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Main menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await screenshot(page, 'narrow-menu');
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(menu).toHaveCount(0);
  });

  test('an e-mail address on one line at 1024 px wraps at 800 px only after an @ or a dot', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'sysadmin@demo.test');
    /** Where the address's text starts a new line: the characters just before each break. */
    const breaksOf = (address: string) =>
      page
        .getByRole('cell', { name: address })
        .first()
        .evaluate((cell) => {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const text: Node[] = [];
          while (walker.nextNode()) text.push(walker.currentNode);
          const range = document.createRange();
          const tops: { char: string; top: number }[] = [];
          for (const node of text)
            for (let i = 0; i < (node.textContent ?? '').length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              tops.push({ char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
            }
          const breaks = tops.flatMap((at, i) =>
            i > 0 && at.top > tops[i - 1]!.top ? [tops[i - 1]!.char] : [],
          );
          return { text: tops.map((at) => at.char).join(''), breaks };
        });

    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/admin/users');
    await expect(page.getByRole('cell', { name: 'clientadmin@demo.test' }).first()).toBeVisible();
    expect(await breaksOf('clientadmin@demo.test')).toEqual({ text: 'clientadmin@demo.test', breaks: [] });

    await page.setViewportSize({ width: 800, height: 700 });
    const long = await breaksOf('shopper1.downtown@demo.test');
    expect(long.text).toBe('shopper1.downtown@demo.test');
    for (const before of long.breaks) expect(['@', '.']).toContain(before);
  });

  test('at 800 px the section list scrolls sideways instead of cutting its columns off', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await choose(page, 'Store', 'Downtown Hub');
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto('/store/merchandise');
    const list = page.locator('[role="list"][aria-label="Sections"]');
    await expect(list.locator('[role="listitem"]').first()).toBeVisible();
    const shelves = page.getByText('Shelves', { exact: true });
    await shelves.scrollIntoViewIfNeeded();
    await expect(shelves).toBeInViewport();
    await screenshot(page, 'narrow-merchandise');
  });
});
