import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { ParsedMail };

export interface TestSmtpServer {
  /** The smtp:// URL to configure as SMTP_URL. */
  url: string;
  /** The first mail not yet taken, waiting for it when none has arrived. */
  nextMail(timeoutMs?: number): Promise<ParsedMail>;
  /** The first mail not yet taken that is addressed to `address`, waiting for it if need be. */
  mailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

interface Waiter {
  wants: (mail: ParsedMail) => boolean;
  take: (mail: ParsedMail) => void;
}

const addressedTo = (address: string) => (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .some((to) => to.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()));

/**
 * A real SMTP server on 127.0.0.1 (on `port`, or a free one), keeping every mail it receives,
 * parsed, until a test takes it.
 */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiting: Waiter[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const waiter = waiting.find((candidate) => candidate.wants(mail));
          if (waiter) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.take(mail);
          } else received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  const take = (wants: Waiter['wants'], timeoutMs: number) => {
    const index = received.findIndex(wants);
    if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]!);
    return new Promise<ParsedMail>((resolve, reject) => {
      const waiter: Waiter = {
        wants,
        take: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      // A waiter that gave up must not swallow a later mail.
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`No mail arrived within ${timeoutMs} ms.`));
      }, timeoutMs);
      waiting.push(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    nextMail: (timeoutMs = 5000) => take(() => true, timeoutMs),
    mailTo: (address, timeoutMs = 10_000) => take(addressedTo(address), timeoutMs),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
