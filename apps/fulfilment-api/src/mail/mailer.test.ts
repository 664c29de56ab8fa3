import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted, startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { createMailer } from './mailer.js';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => ifStarted(smtp)?.close());

const mail = { to: 'someone@demo.test', subject: 'Hello', text: 'A link: http://portal.test/x' };

describe('createMailer', () => {
  it('sends through the SMTP server from the configured sender', async () => {
    const app = Fastify();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Admin <admin@demo.test>' }, app.log);
    try {
      await mailer.send(mail);
      const received = await smtp.nextMail();
      expect(received.from?.value).toEqual([{ name: 'Admin', address: 'admin@demo.test' }]);
      expect(received.subject).toBe('Hello');
      expect(received.text?.trim()).toBe(mail.text);
    } finally {
      mailer.close();
    }
  });

  it('writes the mail to the log when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await createMailer({ smtpUrl: undefined, from: 'x@demo.test' }, app.log).send(mail);
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.mail).toEqual(mail);
    expect(entry.msg).toContain('someone@demo.test');
  });
});
