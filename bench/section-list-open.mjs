// Opening the merchandise screen of a 300 × 20 store in headless Chromium, as an admin would.
/* global document, window -- the openings are timed in the page */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, median, seedLargeStore, startStack, watchDrawing } from './stack.mjs';

const SECTIONS = 300;
const SHELVES = 20;
const SAMPLES = 7;
const ADMIN = 'clientadmin@demo.test';

const FIRST_SECTION = '[role="list"][aria-label="Sections"] > [role="listitem"]';
const FIRST_SHELF = 'section[aria-label^="Shelves of"] li';
const OPEN_FIRST_SECTION = `${FIRST_SECTION} button[aria-expanded]`;

/** One cold open: a fresh browser context (empty HTTP and Apollo caches), signed in, store chosen. */
async function openOnce(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /^Store/ }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('Large Store');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Large Store/ })
      .click();
    let listBytes = 0;
    page.on('response', async (response) => {
      const body = response.request().postData() ?? '';
      if (body.includes('MerchandiseSections')) listBytes = (await response.body()).length;
    });
    await watchDrawing(page, FIRST_SECTION);
    await page.goto('/store/merchandise');
    const listed = await page.evaluate(() => window.benchLoaded);
    // Opening a section loads its shelves; timed from the click, on the page's clock.
    await page.evaluate(
      ([open, shelf]) => {
        let clicked;
        document
          .querySelector(open)
          .addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
        window.benchOpened = window.benchDrawn(shelf).then((drawn) => drawn - clicked);
      },
      [OPEN_FIRST_SECTION, FIRST_SHELF],
    );
    await page.locator(OPEN_FIRST_SECTION).first().click();
    const sectionOpened = await page.evaluate(() => window.benchOpened);
    return { listed, sectionOpened, listBytes };
  } finally {
    await context.close();
  }
}

/** The open time of the merchandise screen on a store of 300 sections × 20 shelves; Markdown. */
export async function sectionListOpen({ port = 4800 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fulfil-open-'));
  // The seed writes the PGlite folder before the API opens it (PGlite allows one process).
  const storeId = await seedLargeStore(
    { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1' },
    { sections: SECTIONS, shelves: SHELVES },
  );
  const stack = await startStack({ port, dataDir });
  const browser = await chromium.launch(CHROMIUM);
  try {
    await openOnce(browser, stack.gatewayUrl); // warm-up: JIT, PGlite, the gateway's pools
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await openOnce(browser, stack.gatewayUrl));
    const listed = median(samples.map((sample) => sample.listed));
    const opened = median(samples.map((sample) => sample.sectionOpened));
    return [
      `## Opening the merchandise screen of a ${SECTIONS} × ${SHELVES} store`,
      '',
      `Headless Chromium, a fresh browser context per sample (sign-in and store choice not timed), store ${storeId}.`,
      `Median of ${SAMPLES} after one unmeasured open, timed on the page's own clock.`,
      '',
      '| measured | median ms |',
      '| --- | ---: |',
      `| \`/store/merchandise\` loaded → first section row shown | ${Math.round(listed)} |`,
      `| a section clicked → its first shelf drawn | ${Math.round(opened)} |`,
      '',
      `- The section list answer: ${Math.round(samples[0].listBytes / 1024)} KiB.`,
      '',
    ].join('\n');
  } finally {
    await browser.close();
    await stack.stop();
  }
}

// `node bench/section-list-open.mjs` runs this section alone and prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await sectionListOpen());
