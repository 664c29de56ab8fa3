import {
  CUSTOM_FIELD_ASSIGNMENTS,
  CUSTOM_FIELD_MESSAGES,
  customFieldUpdateRefusal,
  isValidNewCustomField,
} from '@fulfil/domain';
import {
  CreateCustomFieldDocument,
  CustomFieldEventsDocument,
  CustomFieldsDocument,
  DeleteCustomFieldDocument,
  UpdateCustomFieldDocument,
  type CustomFieldFieldsFragment,
} from '../../gql/graphql';
import type { ListColumn } from '../../ui/ListWithDetail';
import type { RowFailure, Said } from '../../ui/row-failures';
import { rowList } from '../../ui/row-list';
import { rowListPage } from '../../ui/RowListPage';
import { CustomFieldForm, valuesOf, type CustomFieldValues } from './CustomFieldForm';

const assignmentName = (assignment: number) =>
  CUSTOM_FIELD_ASSIGNMENTS.find(({ id }) => id === assignment)?.name ?? String(assignment);

const columns: ListColumn<CustomFieldFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (field) => field.name },
  { key: 'sourceKey', label: 'Source key', value: (field) => field.sourceKey },
  { key: 'dataType', label: 'Data type', value: (field) => field.dataType },
  { key: 'assignment', label: 'Assignment', value: (field) => assignmentName(field.assignment) },
];

/** A new field as it is checked and sent. */
const trimmed = (values: CustomFieldValues): CustomFieldValues => ({
  ...values,
  name: values.name.trim(),
  sourceKey: values.sourceKey.trim(),
});

const refusalOf = (values: CustomFieldValues, action: 'create' | 'update') =>
  action === 'create'
    ? isValidNewCustomField(trimmed(values))
      ? null
      : CUSTOM_FIELD_MESSAGES.invalidInput
    : customFieldUpdateRefusal(values);

/**
 * In the catalogue's words: a new field's refusals inside its dialog (the page's notice would sit
 * behind its overlay), an edit's and a delete's on the page.
 */
function say({ action, kind, message }: RowFailure): Said {
  if (action === 'create') {
    if (kind === 'invalid')
      return {
        alert: {
          title: CUSTOM_FIELD_MESSAGES.invalidInputTitle,
          message: CUSTOM_FIELD_MESSAGES.invalidInput,
        },
      };
    return {
      notice:
        kind === 'refused'
          ? message || CUSTOM_FIELD_MESSAGES.createRefused
          : CUSTOM_FIELD_MESSAGES.createFailed,
    };
  }
  const text =
    action === 'update'
      ? (kind !== 'failed' && message) || CUSTOM_FIELD_MESSAGES.updateFailed
      : CUSTOM_FIELD_MESSAGES.deleteFailed;
  return { page: { intent: 'error', text } };
}

/** /client/customfields: the chosen client's custom fields. */
export const CustomFieldsPage = rowListPage(
  rowList({
    title: 'Custom fields',
    noun: 'custom field',
    historyEntity: 'CustomField',
    nameOf: (field) => field.name,
    columns,
    emptyText: 'No custom fields yet.',
    errorText: CUSTOM_FIELD_MESSAGES.fetchFailed,
    form: CustomFieldForm,
    valuesOf,
    check: (values, action) => {
      const refusal = refusalOf(values, action);
      return refusal ? [{ message: refusal }] : [];
    },
    say,
    createsInDialog: true,
    notices: {
      create: CUSTOM_FIELD_MESSAGES.created,
      update: CUSTOM_FIELD_MESSAGES.updated,
      delete: CUSTOM_FIELD_MESSAGES.deleted,
    },
    query: CustomFieldsDocument,
    field: 'customFields',
    create: {
      mutation: CreateCustomFieldDocument,
      variables: ({ clientId, values }) => ({ clientId, input: trimmed(values) }),
      answer: ({ createCustomField: { customField, errors } }) => ({ row: customField, errors }),
    },
    update: {
      mutation: UpdateCustomFieldDocument,
      variables: ({
        row: { id, clientId },
        version,
        values: { name, description, dataType, assignment },
      }) => ({
        id,
        clientId,
        version,
        input: { name: name.trim(), description, dataType, assignment },
      }),
      answer: ({ updateCustomField: { customField, errors } }) => ({ row: customField, errors }),
    },
    remove: {
      mutation: DeleteCustomFieldDocument,
      variables: ({ id, clientId, sourceKey }) => ({ id, clientId, sourceKey }),
      answer: ({ deleteCustomField }) => deleteCustomField,
    },
    events: {
      subscription: CustomFieldEventsDocument,
      changed: { typename: 'CustomFieldChanged', row: (event) => event.customField },
      deleted: { typename: 'CustomFieldDeleted', id: (event) => event.customFieldId },
    },
  }),
);
