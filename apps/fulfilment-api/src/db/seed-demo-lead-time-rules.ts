import type { LeadTimeRuleFields } from '@fulfil/domain';
import type { Transaction } from 'kysely';
import { leadTimeRuleColumns } from '../queries/lead-time-rules.js';
import type { Tables } from './tables.js';

type Trx = Transaction<Tables>;

/** The statuses of spec 2's sample value, as Demo Grocers' delivery partner reports them. */
const PARTNER_STATUSES = JSON.stringify({
  StoreDeliveryPartnerStatuses: 'Open,Claimed,Shopper Arrived,Picked Up,Delivered',
});

const TEMPLATES = [
  { name: 'Order ready', body: 'Hi! Your order is ready for pickup. Reply HERE when you arrive.' },
  {
    name: 'Running late',
    body: 'Sorry, your order is running a little late. We will text you when it is ready.',
  },
  { name: 'Out for delivery', body: 'Good news: your order is on its way.' },
];

/**
 * A store's rules, one of every type a real store uses: hot food that must not wait, orders stuck
 * in a status, same-day orders, catering orders, slow pickers and (where the client has a delivery
 * partner) a courier who has not picked up.
 */
function rulesFor(place: {
  hotFood: number | null;
  customOrderTypeId: number | null;
  templateId: number;
  partner: boolean;
}): LeadTimeRuleFields[] {
  const rules: LeadTimeRuleFields[] = [
    {
      name: 'Hot food waiting',
      description: 'Hot meals and rotisserie must leave within the hour',
      minutesFromPromiseTime: 20,
      alertColor: 'red',
      leadTimeRuleTypeId: 1,
      itemCategoryTags: ['Hot Meals', 'Rotisserie'],
      sectionIdShelfIds: place.hotFood ? [{ sectionId: place.hotFood, shelfId: null }] : [],
      sendToAppNotify: true,
      smsMessage: 'Hot food order is close to its promise time',
      printOnLabel: true,
      valueToPrint: 'HOT - SERVE FIRST',
    },
    {
      name: 'Not yet staged',
      description: 'Orders still in progress close to pickup',
      minutesFromPromiseTime: 30,
      alertColor: 'orange',
      leadTimeRuleTypeId: 2,
      orderStatusId: 2,
      orderStatusConditionId: 1,
      orderTypeId: 1,
      emailAddressTags: ['frontend@demo.test'],
      updateNewOrderStatus: false,
    },
    {
      name: 'Same-day rush',
      description: 'Same-day orders get a yellow flag',
      minutesFromPromiseTime: 60,
      alertColor: 'yellow',
      leadTimeRuleTypeId: 3,
      sendCustomerSMS: true,
      textMessageTemplateId: place.templateId,
    },
    {
      name: 'Picking behind',
      description: 'Less than half picked 45 minutes out',
      minutesFromPromiseTime: 45,
      alertColor: 'purple',
      leadTimeRuleTypeId: 5,
      orderCompletionPercent: 50,
      printZplLabel: true,
      zplLabelTemplate: '^XA^FO50,50^ADN,36,20^FDPRIORITY^FS^XZ',
      printLabelQuantity: 1,
    },
  ];
  if (place.customOrderTypeId)
    rules.push({
      name: 'Catering prep',
      description: 'Catering trays need two hours',
      minutesFromPromiseTime: 120,
      alertColor: 'blue',
      leadTimeRuleTypeId: 4,
      customOrderTypeId: place.customOrderTypeId,
      customOrderTypeConditionId: 1,
      smsRecipientTags: ['555-0142'],
      smsMessage: 'Catering order due in two hours',
    });
  if (place.partner)
    rules.push({
      name: 'Courier not arrived',
      description: 'Delivery partner has not claimed the order',
      minutesFromPromiseTime: 15,
      alertColor: 'green',
      leadTimeRuleTypeId: 6,
      storeDeliveryPartnerStatus: 'Open',
      storeDeliveryPartnerStatusConditionId: 1,
      orderTypeId: 2,
      sendCustomerSMS: true,
      customCustomerSMS: 'Your courier is on the way to the store.',
    });
  return rules;
}

/**
 * Lead time rules of every demo store, the text message templates of both clients, and Demo
 * Grocers' delivery partner statuses (so its stores offer type 6 and Other Foods' do not). The
 * type-4 rule names the client's first custom order type, seeded before.
 */
export async function seedDemoLeadTimeRules(trx: Trx, clients: Record<'demo' | 'other', number>) {
  await trx
    .insertInto('appAttributes')
    .values({ clientId: clients.demo, name: 'StoreDeliveryPartnerStatuses', value: PARTNER_STATUSES })
    .execute();
  for (const [client, clientId] of Object.entries(clients)) {
    const templates = await trx
      .insertInto('textMessageTemplates')
      .values(TEMPLATES.map((template) => ({ ...template, clientId })))
      .returning('textMessageTemplateId')
      .execute();
    // The client's first custom order type, seeded before these rules.
    const subType = await trx
      .selectFrom('orderSubTypes')
      .select('orderSubTypeId')
      .where('clientId', '=', clientId)
      .where('storeId', 'is', null)
      .orderBy('orderSubTypeId')
      .executeTakeFirstOrThrow();
    const stores = await trx
      .selectFrom('stores')
      .select('storeId')
      .where('clientId', '=', clientId)
      .orderBy('storeId')
      .execute();
    for (const { storeId } of stores) {
      const hotFood = await trx
        .selectFrom('sections')
        .select('sectionId')
        .where('storeId', '=', storeId)
        .where('name', 'like', '%Hot Food')
        .executeTakeFirst();
      const rules = rulesFor({
        hotFood: hotFood?.sectionId ?? null,
        customOrderTypeId: subType.orderSubTypeId,
        templateId: templates[0]!.textMessageTemplateId,
        partner: client === 'demo',
      });
      await trx
        .insertInto('leadTimeRules')
        .values(
          rules.map((rule, index) => ({ ...leadTimeRuleColumns(rule), storeId, sequenceId: index + 1 })),
        )
        .execute();
    }
  }
}
