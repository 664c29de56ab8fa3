import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startClientStack, type ClientStack, type LiveSubscription } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: ClientStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let watcher: LiveSubscription;
let clientId: string;

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

const INTEGRATION = `id clientId name status version authOptions { key value }
  provider { id name integrationType { id name } }`;
const LIST = `query ($c: ID!) { integrations(clientId: $c) { ${INTEGRATION} } }`;
const CREATE = `mutation ($c: ID!, $input: IntegrationInput!) {
  createIntegration(clientId: $c, input: $input) { integration { ${INTEGRATION} } errors { field message } } }`;
const UPDATE = `mutation ($id: ID!, $c: ID!, $version: Int!, $input: IntegrationInput!) {
  updateIntegration(id: $id, clientId: $c, version: $version, input: $input) { integration { ${INTEGRATION} } errors { field message } } }`;
const DELETE = `mutation ($id: ID!, $c: ID!) { deleteIntegration(id: $id, clientId: $c) { deletedId errors { message } } }`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on IntegrationChanged { scope actor { userName } integration { ${INTEGRATION} } }
    ... on IntegrationDeleted { integrationId }
  }
}`;

/** A delivery integration with DoorDash Drive (type 2, provider 4), plus an unused form row. */
const deliveryInput = (name: string) => ({
  name,
  status: true,
  integrationTypeId: '2',
  providerId: '4',
  authOptions: [
    { key: 'developerId', value: 'dev-1' },
    { key: '', value: '' },
  ],
});

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
});

afterAll(() => ifStarted(stack)?.close());

describe('integrations', () => {
  it('lists the types and the providers of one type', async () => {
    const answer = await run(
      `{ integrationTypes { id name } integrationProviders(integrationTypeId: "1") { name integrationType { name } } }`,
      {},
    );
    expect(answer.integrationTypes).toEqual([
      { id: '1', name: 'Point of Sale' },
      { id: '2', name: 'Delivery' },
    ]);
    expect(answer.integrationProviders).toContainEqual({
      name: 'NCR Emerald',
      integrationType: { name: 'Point of Sale' },
    });
    expect(answer.integrationProviders).toHaveLength(3);
  });

  it('refuses a form without type, provider or authentication in the spec’s words, sending nothing', async () => {
    const answer = (
      await run(CREATE, {
        c: clientId,
        input: { ...deliveryInput('Refused'), integrationTypeId: null, providerId: null, authOptions: [] },
      })
    ).createIntegration;
    expect(answer).toEqual({
      integration: null,
      errors: [
        { field: 'integrationTypeId', message: 'Please select an Integration Type' },
        { field: 'providerId', message: 'Please select the integration provider' },
        { field: 'authOptions', message: 'Authentication options is required' },
      ],
    });
    const { integrations } = await run(LIST, { c: clientId });
    expect(integrations.map((row: { name: string }) => row.name)).not.toContain('Refused');
  });

  it('creates, changes and deletes an integration, each change delivered on clientEvents', async () => {
    const created = (await run(CREATE, { c: clientId, input: deliveryInput(' Night delivery ') }))
      .createIntegration;
    expect(created).toMatchObject({
      integration: {
        name: 'Night delivery',
        status: true,
        version: 1,
        authOptions: [{ key: 'developerId', value: 'dev-1' }],
        provider: { id: '4', name: 'DoorDash Drive', integrationType: { name: 'Delivery' } },
      },
      errors: [],
    });
    const { id } = created.integration;
    const changed = await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'IntegrationChanged' && data.clientEvents.integration.id === id,
    );
    expect(changed.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
    });

    const input = { ...deliveryInput('Night delivery'), status: false };
    const updated = (await run(UPDATE, { id, c: clientId, version: 1, input })).updateIntegration;
    expect(updated).toMatchObject({ integration: { id, status: false, version: 2 }, errors: [] });

    const stale = await execute(stack.url, UPDATE, { id, c: clientId, version: 1, input }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, status: false, version: 2, provider: { name: 'DoorDash Drive' } },
      changedBy: 'clientadmin@demo.test',
    });

    expect((await run(DELETE, { id, c: clientId })).deleteIntegration).toEqual({ deletedId: id, errors: [] });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'IntegrationDeleted' && data.clientEvents.integrationId === id,
    );
    const { integrations } = await run(LIST, { c: clientId });
    expect(integrations.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, LIST, { c: clientId }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
