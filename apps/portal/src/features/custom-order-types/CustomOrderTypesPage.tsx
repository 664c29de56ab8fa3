import {
  CUSTOM_ORDER_TYPE_DEFAULT_SORT,
  CUSTOM_ORDER_TYPE_MESSAGES,
  customOrderTypeCreateRefusal,
  customOrderTypeUpdateRefusal,
} from '@fulfil/domain';
import {
  CreateCustomOrderTypeDocument,
  CustomOrderTypeEventsDocument,
  CustomOrderTypesDocument,
  DeleteCustomOrderTypeDocument,
  UpdateCustomOrderTypeDocument,
  type CustomOrderTypeFieldsFragment,
} from '../../gql/graphql';
import type { ListColumn } from '../../ui/ListWithDetail';
import type { RowFailure, Said } from '../../ui/row-failures';
import { rowList, type RowScreen } from '../../ui/row-list';
import { rowListPage } from '../../ui/RowListPage';
import { CustomOrderTypeForm, IconImage, valuesOf, type CustomOrderTypeValues } from './CustomOrderTypeForm';

const columns: ListColumn<CustomOrderTypeFieldsFragment>[] = [
  {
    key: 'icon',
    label: 'Icon',
    value: (row) => row.iconMimeType ?? '',
    render: (row) => <IconImage url={row.iconUrl} label={`${row.name} icon`} />,
    unsortable: true,
  },
  { key: 'name', label: 'Name', value: (row) => row.name },
  { key: 'sourceKey', label: 'Source key', value: (row) => row.sourceKey },
];

/** The spec's refusal of the draft (point 5), or the chosen file's. */
function refusalOf(values: CustomOrderTypeValues, action: 'create' | 'update') {
  if (values.iconRefusal) return values.iconRefusal;
  const draft = { ...values, iconData: values.icon?.base64 };
  return action === 'create' ? customOrderTypeCreateRefusal(draft) : customOrderTypeUpdateRefusal(draft);
}

const input = ({ name, sourceKey, icon }: CustomOrderTypeValues) => ({
  name: name.trim(),
  sourceKey: sourceKey.trim(),
  ...(icon ? { iconData: icon.base64 } : {}),
});

/**
 * In the spec's words: missing fields in the 'Fields Missing' alert, a failed delete with the
 * server's first error or 'Error deleting Custom Order Type'.
 */
function say({ action, kind, message }: RowFailure): Said {
  if (kind === 'invalid') {
    const missing =
      message === CUSTOM_ORDER_TYPE_MESSAGES.createFieldsMissing ||
      message === CUSTOM_ORDER_TYPE_MESSAGES.updateFieldsMissing;
    return {
      alert: { title: missing ? CUSTOM_ORDER_TYPE_MESSAGES.fieldsMissingTitle : 'Icon refused', message },
    };
  }
  if (action === 'delete')
    return {
      page: {
        intent: 'error',
        text: (kind === 'refused' && message) || CUSTOM_ORDER_TYPE_MESSAGES.deleteFailed,
      },
    };
  return { notice: message };
}

/** What both levels' lists show and how they say it. */
export const customOrderTypeScreen = {
  title: 'Custom order types',
  noun: 'custom order type',
  nameOf: (row) => row.name,
  columns,
  defaultSort: CUSTOM_ORDER_TYPE_DEFAULT_SORT,
  emptyText: 'No custom order types yet.',
  form: CustomOrderTypeForm,
  valuesOf,
  check: (values, action) => {
    const refusal = refusalOf(values, action);
    return refusal ? [{ message: refusal }] : [];
  },
  say,
  createsInDialog: true,
} satisfies RowScreen<CustomOrderTypeFieldsFragment, CustomOrderTypeValues>;

/** The draft as the create and update mutations take it. */
export const customOrderTypeInput = input;

/** /client/customordertype: the chosen client's own custom order types (those of no store), by name. */
export const CustomOrderTypesPage = rowListPage(
  rowList({
    ...customOrderTypeScreen,
    query: CustomOrderTypesDocument,
    field: 'customOrderTypes',
    create: {
      mutation: CreateCustomOrderTypeDocument,
      variables: ({ clientId, values }) => ({ clientId, input: input(values) }),
      answer: ({ createCustomOrderType: { customOrderType, errors } }) => ({ row: customOrderType, errors }),
    },
    update: {
      mutation: UpdateCustomOrderTypeDocument,
      variables: ({ row: { id, clientId }, version, values }) => ({
        id,
        clientId,
        version,
        input: input(values),
      }),
      answer: ({ updateCustomOrderType: { customOrderType, errors } }) => ({ row: customOrderType, errors }),
    },
    remove: {
      mutation: DeleteCustomOrderTypeDocument,
      variables: ({ id }) => ({ id }),
      answer: ({ deleteCustomOrderType }) => deleteCustomOrderType,
    },
    events: {
      subscription: CustomOrderTypeEventsDocument,
      changed: { typename: 'CustomOrderTypeChanged', row: (event) => event.customOrderType },
      deleted: { typename: 'CustomOrderTypeDeleted', id: (event) => event.customOrderTypeId },
    },
  }),
);
