import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  startClientStack,
  type AnswerTree,
  type ClientStack,
  type LiveSubscription,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: ClientStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let watcher: LiveSubscription;
let clientId: string;

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

/** The PNG signature, then some picture bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 7),
]).toString('base64');

const LOGO = 'clientId kind imageData version updatedBy';
const READ = `query ($c: ID!, $k: LogoKind!) { clientLogo(clientId: $c, kind: $k) { ${LOGO} } }`;
const SAVE = `mutation ($c: ID!, $k: LogoKind!, $data: String!) {
  saveClientLogo(clientId: $c, kind: $k, imageData: $data) { logo { ${LOGO} } errors { field message } } }`;
const CLEAR = `mutation ($c: ID!, $k: LogoKind!) { clearClientLogo(clientId: $c, kind: $k) { cleared errors { message } } }`;
const LOGO_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) { __typename ... on LogoChanged { kind actor { userName } logo { ${LOGO} } } }
}`;

beforeAll(async () => {
  stack = await startClientStack(LOGO_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
});

afterAll(() => ifStarted(stack)?.close());

const logoChanged = (test: (event: AnswerTree) => boolean) =>
  watcher.waitFor((data) => data.clientEvents.__typename === 'LogoChanged' && test(data.clientEvents));

describe('branding', () => {
  it('saves the report logo, delivers it to another admin, then clears it', async () => {
    const saved = (await run(SAVE, { c: clientId, k: 'report', data: PNG })).saveClientLogo;
    expect(saved).toMatchObject({
      logo: { clientId, kind: 'report', imageData: PNG, updatedBy: 'clientadmin@demo.test' },
      errors: [],
    });
    const event = await logoChanged((change) => change.kind === 'report' && change.logo !== null);
    expect(event.clientEvents).toMatchObject({
      actor: { userName: 'clientadmin@demo.test' },
      logo: { imageData: PNG },
    });
    expect((await run(READ, { c: clientId, k: 'report' }, sysadmin)).clientLogo).toMatchObject({
      imageData: PNG,
    });

    expect((await run(CLEAR, { c: clientId, k: 'report' })).clearClientLogo).toEqual({
      cleared: true,
      errors: [],
    });
    await logoChanged((change) => change.kind === 'report' && change.logo === null);
    expect((await run(READ, { c: clientId, k: 'report' })).clientLogo).toBeNull();
  });

  it('refuses data that is not a PNG, saving nothing', async () => {
    const gif = Buffer.from('GIF89a-not-a-png').toString('base64');
    expect((await run(SAVE, { c: clientId, k: 'app', data: gif })).saveClientLogo).toEqual({
      logo: null,
      errors: [{ field: 'imageData', message: 'The logo must be a PNG image.' }],
    });
    expect((await run(READ, { c: clientId, k: 'app' })).clientLogo).toBeNull();
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, SAVE, { c: clientId, k: 'app', data: PNG }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
