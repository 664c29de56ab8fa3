import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted, startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let smtp: TestSmtpServer;
let api: TestApi;

beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await startTestApi({ config: { smtpUrl: smtp.url, portalUrl: 'https://admin.example.test' } });
});
afterAll(async () => {
  await ifStarted(api)?.close();
  await ifStarted(smtp)?.close();
});

const SENT = {
  responseCode: 0,
  responseMessage: 'If the address is registered, a reset e-mail is on its way.',
};

const requestReset = (address: string) =>
  api.app.inject({
    method: 'POST',
    url: '/user/SendPasswordResetEmail',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(address),
  });

const reset = (Email: string, ResetToken: string, NewPassword: string) =>
  api.call('POST', '/user/ResetPassword', { body: { Email, ResetToken, NewPassword } });

const login = (Email: string, Password: string) =>
  api.call('POST', '/user/LoginWithEmail', { body: { Email, Password } });

/** The token and address of the reset link in the next mail to `address`. */
async function resetLink(address: string) {
  const mail = await smtp.nextMail();
  expect(mail.to).toMatchObject({ value: [{ address }] });
  const link = new URL(/https:\/\/\S+/.exec(mail.text ?? '')![0]);
  expect(`${link.origin}${link.pathname}`).toBe('https://admin.example.test/resetPassword');
  return { token: link.searchParams.get('t')!, email: link.searchParams.get('email')! };
}

describe('password reset by e-mail', () => {
  it('mails a link that resets the password once, after which the new password signs in', async () => {
    const response = await requestReset('Shopper1.Downtown@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const { token, email } = await resetLink('shopper1.downtown@demo.test');
    expect(email).toBe('shopper1.downtown@demo.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await reset(email, token, 'brand new secret')).json()).toEqual({
      responseCode: 0,
      responseMessage: 'Your password has been reset.',
    });
    expect((await login(email, 'brand new secret')).statusCode).toBe(200);
    expect((await login(email, 'demo-password')).statusCode).toBe(401);

    expect((await reset(email, token, 'another secret')).json()).toEqual({
      responseCode: 1,
      responseMessage: 'The reset link is invalid or has expired.',
    });
    expect((await login(email, 'another secret')).statusCode).toBe(401);
  });

  it('ends the sessions signed in before the reset', async () => {
    const before = await login('shopper3.downtown@demo.test', 'demo-password');
    expect(before.statusCode).toBe(200);
    const asBefore = { authorization: `Bearer ${before.json().token}` };
    expect(
      (await api.app.inject({ method: 'GET', url: '/user/session', headers: asBefore })).statusCode,
    ).toBe(200);
    await requestReset('shopper3.downtown@demo.test');
    const { token, email } = await resetLink('shopper3.downtown@demo.test');
    expect((await reset(email, token, 'after the reset')).json().responseCode).toBe(0);
    expect(
      (await api.app.inject({ method: 'GET', url: '/user/session', headers: asBefore })).statusCode,
    ).toBe(401);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const response = await requestReset('nobody@demo.test');
    expect(response.json()).toEqual(SENT);
    await expect(smtp.nextMail(500)).rejects.toThrow('No mail arrived');
  });

  it('lets only the newest link work', async () => {
    await requestReset('shopper2.downtown@demo.test');
    const older = await resetLink('shopper2.downtown@demo.test');
    await requestReset('shopper2.downtown@demo.test');
    const newer = await resetLink('shopper2.downtown@demo.test');
    expect((await reset(older.email, older.token, 'older secret')).json().responseCode).toBe(1);
    expect((await reset(newer.email, newer.token, 'newer secret')).json().responseCode).toBe(0);
  });

  it('refuses a short password without using up the link, and a token sent with another address', async () => {
    await requestReset('shopper1.riverside@demo.test');
    const { token, email } = await resetLink('shopper1.riverside@demo.test');
    expect((await reset(email, token, 'short')).json()).toEqual({
      responseCode: 1,
      responseMessage: 'The password must be at least 8 characters.',
    });
    expect((await reset('shopper@demo.test', token, 'long enough')).json().responseCode).toBe(1);
    expect((await reset(email, token, 'long enough')).json().responseCode).toBe(0);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('shopper@demo.test', 'x'.repeat(43), 'long enough')).json()).toEqual({
      responseCode: 1,
      responseMessage: 'The reset link is invalid or has expired.',
    });
  });
});
