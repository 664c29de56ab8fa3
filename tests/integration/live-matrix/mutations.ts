import { PRIVATE_INFO_FIELD_KEYS, STORE_SETUP_COLUMNS } from '@fulfil/domain';
import type { AnswerTree } from '@fulfil/gateway/testing';

/** Runs an operation as an admin; resolves with its one field, rejecting on any error. */
export type Mutate = (query: string, variables?: Record<string, unknown>) => Promise<AnswerTree>;

/** Calls one of the gateway's upload routes as an admin: GET without a body, else POST of it as JSON. */
export type Send = (path: string, body?: Record<string, unknown>) => Promise<AnswerTree>;

/** One change made through the gateway; the matrix is checked after each. */
export interface Step {
  name: string;
  run(): Promise<void>;
}

/** A client with the store, shopper and (maybe) prepper its changes are made in. */
export interface Tenant {
  name: string;
  clientId: string;
  storeId: string;
  shopperId: string;
  prepperId?: string;
}

/** The job of each store setup upload the changes make, which uploadProgress follows. */
export const UPLOAD_JOB_ID = 'matrix-upload-job';

/** Marks every secret the changes store, so a subscriber who may not read it is caught holding it. */
export const SECRET_MARK = 'matrix-secret';

/** The PNG signature, then some picture bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]).toString('base64');

const reversedIds = (rows: { id: string }[]) => rows.map((row) => row.id).reverse();

/** Changes of one client's configuration: each produces a clientEvents (and adminEvents) event type. */
function clientSteps(mutate: Mutate, tenant: Tenant, tag: string): Step[] {
  const c = tenant.clientId;
  const ids: Record<string, string> = {};
  const step = (what: string, run: () => Promise<void>): Step => ({ name: `${tenant.name}: ${what}`, run });
  return [
    step('update the client', async () => {
      const client = await mutate('query ($id: ID!) { client(id: $id) { name version } }', { id: c });
      await mutate(
        'mutation ($id: ID!, $version: Int!, $input: UpdateClientInput!) { updateClient(id: $id, version: $version, input: $input) { client { id } errors { message } } }',
        { id: c, version: client.version, input: { name: client.name } },
      );
    }),
    step('create an application attribute', async () => {
      const input = { name: `Matrix${tag}`, value: 'on' };
      ids.appAttribute = (
        await mutate(
          `mutation ($c: ID!, $input: AppAttributeInput!) {
            createAppAttribute(clientId: $c, input: $input) { appAttribute { id } errors { message } } }`,
          { c, input },
        )
      ).appAttribute.id;
    }),
    step('delete the application attribute', () =>
      mutate(
        'mutation ($id: ID!, $c: ID!) { deleteAppAttribute(id: $id, clientId: $c) { errors { message } } }',
        {
          id: ids.appAttribute,
          c,
        },
      ),
    ),
    step('save a logo', () =>
      mutate(
        `mutation ($c: ID!, $data: String!) {
          saveClientLogo(clientId: $c, kind: app, imageData: $data) { errors { message } } }`,
        { c, data: PNG },
      ),
    ),
    step('clear the logo', () =>
      mutate('mutation ($c: ID!) { clearClientLogo(clientId: $c, kind: app) { errors { message } } }', { c }),
    ),
    step('create a custom field', async () => {
      const input = {
        name: 'Matrix note',
        sourceKey: `matrix_${tag}`,
        dataType: 'Text',
        assignment: 1,
      };
      ids.customField = (
        await mutate(
          'mutation ($c: ID!, $input: CreateCustomFieldInput!) { createCustomField(clientId: $c, input: $input) { customField { id } errors { message } } }',
          { c, input },
        )
      ).customField.id;
    }),
    step('delete the custom field', () =>
      mutate(
        `mutation ($id: ID!, $c: ID!, $key: String!) {
          deleteCustomField(id: $id, clientId: $c, sourceKey: $key) { errors { message } } }`,
        { id: ids.customField, c, key: `matrix_${tag}` },
      ),
    ),
    step('create a credit definition', async () => {
      const input = {
        name: 'Matrix credit',
        sourceKey: `MTX${tag}`,
        notificationTemplate: 'Sorry about that.',
        departments: ['Produce'],
        multipliers: ['1.5'],
        permissions: [],
      };
      ids.creditDefinition = (
        await mutate(
          `mutation ($c: ID!, $input: CreditDefinitionInput!) {
            createCreditDefinition(clientId: $c, input: $input) { creditDefinition { id } errors { message } } }`,
          { c, input },
        )
      ).creditDefinition.id;
    }),
    step('delete the credit definition', () =>
      mutate(
        'mutation ($id: ID!, $c: ID!) { deleteCreditDefinition(id: $id, clientId: $c) { errors { message } } }',
        { id: ids.creditDefinition, c },
      ),
    ),
    step('save a help item', () =>
      mutate(
        `mutation ($c: ID!, $input: HelpItemInput!) {
          saveHelpItem(clientId: $c, input: $input) { helpItem { id } errors { message } } }`,
        { c, input: { upcList: '0009999', helpHTML: '<p>Keep cold</p>' } },
      ),
    ),
    step('create an integration', async () => {
      const input = {
        name: `Matrix ${tag}`,
        status: true,
        integrationTypeId: '2',
        providerId: '4',
        authOptions: [{ key: 'developerId', value: `${SECRET_MARK}-auth` }],
      };
      ids.integration = (
        await mutate(
          `mutation ($c: ID!, $input: IntegrationInput!) {
            createIntegration(clientId: $c, input: $input) { integration { id } errors { message } } }`,
          { c, input },
        )
      ).integration.id;
    }),
    step('delete the integration', () =>
      mutate(
        'mutation ($id: ID!, $c: ID!) { deleteIntegration(id: $id, clientId: $c) { errors { message } } }',
        {
          id: ids.integration,
          c,
        },
      ),
    ),
    step('create an API key', async () => {
      ids.apiKey = (
        await mutate(
          `mutation ($c: ID!, $input: ApiKeyInput!) {
            createApiKey(clientId: $c, input: $input) { apiKey { id } errors { message } } }`,
          { c, input: { name: `Matrix ${tag}`, role: 'clientAdmin' } },
        )
      ).apiKey.id;
    }),
    step('revoke the API key', () =>
      mutate('mutation ($id: ID!) { revokeApiKey(id: $id) { errors { message } } }', { id: ids.apiKey }),
    ),
    step('create a store auto-assignment rule', async () => {
      ids.assignmentRule = (
        await mutate(
          `mutation ($c: ID!, $s: ID, $input: AssignmentRuleInput!) {
            createAssignmentRule(clientId: $c, storeId: $s, input: $input) { assignmentRule { id } errors { message } } }`,
          { c, s: tenant.storeId, input: { type: 'LIMIT', key: 'ITEM_COUNT', value: '25' } },
        )
      ).assignmentRule.id;
    }),
    step('delete the auto-assignment rule', () =>
      mutate('mutation ($id: ID!) { deleteAssignmentRule(id: $id) { errors { message } } }', {
        id: ids.assignmentRule,
      }),
    ),
    step('create a custom order type', async () => {
      const input = { name: `Matrix ${tag}`, sourceKey: `matrix_${tag}`, iconData: PNG };
      ids.customOrderType = (
        await mutate(
          `mutation ($c: ID!, $input: CustomOrderTypeInput!) {
            createCustomOrderType(clientId: $c, input: $input) { customOrderType { id } errors { message } } }`,
          { c, input },
        )
      ).customOrderType.id;
    }),
    step('delete the custom order type', () =>
      mutate('mutation ($id: ID!) { deleteCustomOrderType(id: $id) { errors { message } } }', {
        id: ids.customOrderType,
      }),
    ),
    step('create a message filter', async () => {
      ids.messageFilter = (
        await mutate(
          `mutation ($c: ID!, $word: String!) {
            createMessageFilter(clientId: $c, word: $word) { messageFilter { id } errors { message } } }`,
          { c, word: `matrixword${tag}` },
        )
      ).messageFilter.id;
    }),
    step('delete the message filter', () =>
      mutate(
        'mutation ($id: ID!, $c: ID!) { deleteMessageFilter(id: $id, clientId: $c) { errors { message } } }',
        {
          id: ids.messageFilter,
          c,
        },
      ),
    ),
    step('save the private information of shoppers', async () => {
      const { roles } = await mutate(
        'query ($c: ID!) { privateInfoSettings(clientId: $c) { roles { role version } } }',
        { c },
      );
      const { version } = (roles as { role: string; version: number }[]).find(
        (row) => row.role === 'shopper',
      )!;
      const flags = Object.fromEntries(
        PRIVATE_INFO_FIELD_KEYS.map((field) => [field, field === 'customerFirstName']),
      );
      await mutate(
        `mutation ($c: ID!, $version: Int!, $input: PrivateInfoSettingInput!) {
          savePrivateInfoSetting(clientId: $c, role: "shopper", version: $version, input: $input) { errors { message } } }`,
        { c, version, input: flags },
      );
    }),
    step('create a store', async () => {
      ids.store = (
        await mutate(
          `mutation ($c: ID!, $input: StoreInput!) {
            createStore(clientId: $c, input: $input) { store { id } errors { message } } }`,
          { c, input: { name: `Matrix store ${tag}`, storeType: 'STANDALONE' } },
        )
      ).store.id;
    }),
    step('delete the store', () =>
      mutate('mutation ($id: ID!) { deleteStore(id: $id) { errors { message } } }', { id: ids.store }),
    ),
    ...userSteps(mutate, tenant.name, tag, { clientId: c, role: 'shopper', storeIds: [tenant.storeId] }),
  ];
}

/** A user created, given another role and deleted: UserChanged twice, then UserDeleted. */
function userSteps(
  mutate: Mutate,
  where: string,
  tag: string,
  access: { clientId: string | null; role: string; storeIds: string[] },
): Step[] {
  const email = `matrix.${tag}@demo.test`;
  let id = '';
  const step = (what: string, run: () => Promise<void>): Step => ({ name: `${where}: ${what}`, run });
  return [
    step('create a user', async () => {
      const user = {
        userName: email,
        email,
        firstName: 'Mat',
        lastName: 'Rix',
        clientId: access.clientId,
        role: access.role,
        receiveArrivalNotifications: false,
      };
      id = (
        await mutate(
          'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { message } } }',
          { input: { user, password: 'a matrix password', storeIds: access.storeIds } },
        )
      ).user.id;
    }),
    step('change the user', () =>
      mutate(
        'mutation ($id: ID!) { setUserRole(userId: $id, role: "supportAdmin") { errors { message } } }',
        { id },
      ),
    ),
    step('delete the user', () =>
      mutate('mutation ($id: ID!) { deleteUser(id: $id) { errors { message } } }', { id }),
    ),
  ];
}

/** Changes of one store's layout and settings: each produces a storeEvents event type. */
function storeSteps(mutate: Mutate, send: Send, tenant: Tenant, tag: string): Step[] {
  const s = tenant.storeId;
  const ids: Record<string, string> = {};
  const step = (what: string, run: () => Promise<void>): Step => ({ name: `${tenant.name}: ${what}`, run });
  const list = async (field: string) =>
    (await mutate(`query ($s: ID!) { ${field}(storeId: $s) { id } }`, { s })) as { id: string }[];
  const reorder = (mutation: string, field: string) =>
    step(`reorder ${field}`, async () =>
      mutate(
        `mutation ($s: ID!, $ids: [ID!]!) { ${mutation}(storeId: $s, orderedIds: $ids) { errors { message } } }`,
        { s, ids: reversedIds(await list(field)) },
      ),
    );
  const remove = (mutation: string, key: string) =>
    step(mutation, () =>
      mutate(`mutation ($id: ID!) { ${mutation}(id: $id) { errors { message } } }`, { id: ids[key] }),
    );
  return [
    step('upload the store setup as downloaded', async () => {
      const store = await mutate('query ($id: ID!) { store(id: $id) { clientId storeSourceKey } }', {
        id: s,
      });
      const { rows } = await send(`/upload/downloadExcel/${s}`);
      // The download is under the file's headers; the upload takes the fields they are read into.
      const data = (rows as AnswerTree[]).map((row) =>
        Object.fromEntries(STORE_SETUP_COLUMNS.map(([header, field]) => [field, row[header]])),
      );
      // With a job, so the store's admins also hear the upload's steps (StoreSetupUploadProgress).
      const answer = await send(`/upload/store?jobId=${UPLOAD_JOB_ID}&storeId=${s}`, {
        clientId: Number(store.clientId),
        storeSourceKey: store.storeSourceKey,
        fileName: 'matrix.xlsx',
        workBookName: 'Merchandise Locations',
        data,
      });
      if (!answer.isSuccess) throw new Error(`the store setup was refused: ${JSON.stringify(answer)}`);
    }),
    step('create a food safety type', async () => {
      const input = { name: `Matrix ${tag}`, containerColor: 'Kale', containerIcon: 'Freezer' };
      ids.foodSafetyType = (
        await mutate(
          `mutation ($s: ID!, $input: FoodSafetyTypeInput!) {
            createFoodSafetyType(storeId: $s, input: $input) { foodSafetyType { id } errors { message } } }`,
          { s, input },
        )
      ).foodSafetyType.id;
    }),
    remove('deleteFoodSafetyType', 'foodSafetyType'),
    step('create an item category', async () => {
      const input = { sourceKey: `MATRIX${tag}`, preparedItemsMode: 1, isAlcohol: false };
      ids.itemCategory = (
        await mutate(
          `mutation ($s: ID!, $input: ItemCategoryInput!) {
            createItemCategory(storeId: $s, input: $input) { itemCategory { id } errors { message } } }`,
          { s, input },
        )
      ).itemCategory.id;
    }),
    reorder('reorderItemCategories', 'itemCategories'),
    remove('deleteItemCategory', 'itemCategory'),
    step('create a section', async () => {
      const [foodSafetyType] = await list('foodSafetyTypes');
      const input = {
        name: `Matrix ${tag}`,
        sectionSourceKey: `MX${tag}`,
        foodSafetyTypeId: foodSafetyType!.id,
        preparedItemsMode: 1,
      };
      ids.section = (
        await mutate(
          `mutation ($s: ID!, $input: SectionInput!) {
            createSection(storeId: $s, input: $input) { section { id } errors { message } } }`,
          { s, input },
        )
      ).section.id;
    }),
    step('move the section', async () => {
      const [first] = await list('sections');
      await mutate(
        'mutation ($sectionId: ID!, $direction: MoveDirection!, $targetSectionId: ID!, $storeId: ID) { moveSection(sectionId: $sectionId, direction: $direction, targetSectionId: $targetSectionId, storeId: $storeId) { errors { message } } }',
        { sectionId: ids.section, direction: 'BEFORE', targetSectionId: first!.id },
      );
    }),
    step('create a shelf', () =>
      mutate(
        'mutation ($id: ID!) { createShelf(sectionId: $id, input: { name: "Matrix" }) { errors { message } } }',
        {
          id: ids.section,
        },
      ),
    ),
    step('create a zone', async () => {
      ids.zone = (
        await mutate(
          `mutation ($s: ID!, $name: String!, $section: ID!) {
            createZone(storeId: $s, input: { name: $name }, sectionIds: [$section]) { zone { zoneId } errors { message } } }`,
          { s, name: `Matrix ${tag}`, section: ids.section },
        )
      ).zone.zoneId;
    }),
    step('delete the zone', () =>
      mutate('mutation ($id: ID!) { deleteZone(zoneId: $id) { errors { message } } }', { id: ids.zone }),
    ),
    step('restrict a shopper', () =>
      mutate(
        `mutation ($s: ID!, $sec: ID!, $u: ID!) {
          setShopperRestriction(storeId: $s, sectionId: $sec, userId: $u, restricted: true) { enabled } }`,
        { s, sec: ids.section, u: tenant.shopperId },
      ),
    ),
    ...(tenant.prepperId
      ? [
          step('opt a prepper in', () =>
            mutate(
              `mutation ($s: ID!, $sec: ID!, $u: ID!) {
                setPrepperOptIn(storeId: $s, sectionId: $sec, userId: $u, optedIn: true) { enabled } }`,
              { s, sec: ids.section, u: tenant.prepperId },
            ),
          ),
        ]
      : []),
    remove('deleteSection', 'section'),
    step('create a staging section', async () => {
      ids.stagingSection = (
        await mutate(
          `mutation ($s: ID!, $name: String!) {
            createStagingSection(storeId: $s, input: { name: $name }) { stagingSection { id } errors { message } } }`,
          { s, name: `Matrix ${tag}` },
        )
      ).stagingSection.id;
    }),
    reorder('reorderStagingSections', 'stagingSections'),
    remove('deleteStagingSection', 'stagingSection'),
    step('report presence', () =>
      mutate('mutation ($s: ID!) { reportPresence(storeId: $s, screen: "zones") }', { s }),
    ),
    step('leave', () => mutate('mutation ($s: ID!) { leavePresence(storeId: $s) }', { s })),
    step('save the delivery provider', () =>
      mutate(
        `mutation ($s: ID!, $input: StoreDeliveryProviderInput!) {
          saveStoreDeliveryProvider(storeId: $s, input: $input) { errors { message } } }`,
        {
          s,
          input: {
            providerId: 1,
            providerEndpointUri: 'https://csv.demo.test/deliveries',
            providerEndpointAuthInfo: `${SECRET_MARK}-delivery`,
            notificationTypeId: 2,
            notificationMinutesBeforePromiseTime: 120,
            notificationEmail: 'ops@demo.test',
          },
        },
      ),
    ),
    step('create a lead time rule', async () => {
      const input = {
        name: `Matrix ${tag}`,
        minutesFromPromiseTime: 15,
        alertColor: 'red',
        leadTimeRuleTypeId: 3,
      };
      ids.leadTimeRule = (
        await mutate(
          `mutation ($s: ID!, $input: LeadTimeRuleInput!) {
            createLeadTimeRule(storeId: $s, input: $input) { rule { id } errors { message } } }`,
          { s, input },
        )
      ).rule.id;
    }),
    reorder('reorderLeadTimeRules', 'leadTimeRules'),
    step('exclude a shopper from the lead time rule', () =>
      mutate(
        `mutation ($r: ID!, $u: ID!) {
          setLeadTimeRuleUser(leadTimeRuleId: $r, userId: $u, setting: EXCLUDED_SHOPPER, on: true) { userId } }`,
        { r: ids.leadTimeRule, u: tenant.shopperId },
      ),
    ),
    remove('deleteLeadTimeRule', 'leadTimeRule'),
    step('create a store custom order type', async () => {
      const input = { name: `Matrix store ${tag}`, sourceKey: `matrix_store_${tag}`, iconData: PNG };
      ids.storeCustomOrderType = (
        await mutate(
          `mutation ($c: ID!, $s: ID, $input: CustomOrderTypeInput!) {
            createCustomOrderType(clientId: $c, storeId: $s, input: $input) { customOrderType { id } errors { message } } }`,
          { c: tenant.clientId, s, input },
        )
      ).customOrderType.id;
    }),
    remove('deleteCustomOrderType', 'storeCustomOrderType'),
    step('create a store attribute', async () => {
      const value = JSON.stringify([{ name: 'Matrix', url: `https://hooks.demo.test/${SECRET_MARK}` }]);
      ids.storeAttribute = (
        await mutate(
          `mutation ($s: ID!, $input: StoreAttributeInput!) {
            createStoreAttribute(storeId: $s, input: $input) { storeAttribute { id } errors { message } } }`,
          { s, input: { name: 'WebHookUrl', value } },
        )
      ).storeAttribute.id;
    }),
    step('delete the store attribute', () =>
      mutate(
        'mutation ($id: ID!, $s: ID!) { deleteStoreAttribute(id: $id, storeId: $s) { errors { message } } }',
        {
          id: ids.storeAttribute,
          s,
        },
      ),
    ),
    step('retry a POS hand-off', async () => {
      const { orders } = await mutate(
        'query ($s: ID!) { posStatus(storeId: $s) { orders { id requestCompletedAt } } }',
        {
          s,
        },
      );
      const open = (orders as AnswerTree[]).find((order) => order.requestCompletedAt === null);
      if (!open) throw new Error('the store has no POS hand-off to retry');
      await mutate(
        'mutation ($s: ID!, $o: ID!) { retryPosHandOff(storeId: $s, orderId: $o) { posOrder { id } errors { message } } }',
        { s, o: open.id },
      );
    }),
  ];
}

/** Every change the matrix makes, in both tenants, and the changes outside any client. */
export function mutationSteps(mutate: Mutate, send: Send, tenants: Tenant[]): Step[] {
  let created = '';
  return [
    ...tenants.flatMap((tenant, index) => [
      ...clientSteps(mutate, tenant, `${index}`),
      ...storeSteps(mutate, send, tenant, `${index}`),
    ]),
    {
      name: 'create a client',
      run: async () => {
        created = (
          await mutate(
            'mutation { createClient(input: { name: "Matrix Client" }) { client { id } errors { message } } }',
          )
        ).client.id;
      },
    },
    {
      name: 'delete the client',
      run: () =>
        mutate('mutation ($id: ID!) { deleteClient(id: $id) { errors { message } } }', { id: created }),
    },
    ...userSteps(mutate, 'no client', 'nc', { clientId: null, role: 'supportAdmin', storeIds: [] }),
  ];
}
