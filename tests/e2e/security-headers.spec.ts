import { DEMO_PASSWORD, graphql, signIn, expect, test } from './kit.js';

/** Screens with every kind of content the portal shows: tables, drag and drop, images, help HTML, live. */
const SCREENS = [
  '/admin/dashboard',
  '/admin/clients',
  '/admin/users',
  '/client/branding',
  '/client/help',
  '/client/integrations',
  '/store/merchandise',
  '/store/itemcategories',
  '/store/zones',
  '/store/delivery',
];

test("the portal's screens run under the content security policy without a violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const answer = await page.request.get('/login');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');

  // Help HTML with an inline handler, which the help screen removes without tripping the policy.
  const { login } = await graphql<{ login: { token: string } }>(
    page.request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'sysadmin@demo.test', password: DEMO_PASSWORD },
  );
  await graphql(
    page.request,
    'mutation ($input: HelpItemInput!) { saveHelpItem(clientId: "1", input: $input) { errors { message } } }',
    {
      input: {
        upcList: `0${Date.now()}`,
        helpHTML: '<img src="missing.png" alt="Hostile" onerror="window.pwned = 1">',
      },
    },
    login.token,
  );

  await signIn(page, 'sysadmin@demo.test');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // A client and a store chosen, so the client and store screens open rather than their choosers.
  await page.evaluate(() => {
    localStorage.setItem('navClient', '1');
    localStorage.setItem('navStore', '1');
  });
  for (const path of SCREENS) {
    await page.goto(path);
    // A moment for the screen's queries, live subscription, lazy code and styles to run.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    violations.push(...seen.map((violation) => `${path}: ${violation}`));
  }
  expect(violations).toEqual([]);
});

test('the API answers with its own security headers', async ({ request }) => {
  const api = `http://localhost:${Number(process.env.E2E_PORT ?? 4300) + 1}`;
  const answer = await request.get(`${api}/.well-known/jwks.json`);
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
});
