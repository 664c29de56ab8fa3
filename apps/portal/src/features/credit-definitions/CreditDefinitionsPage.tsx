import {
  CreateCreditDefinitionDocument,
  CreditDefinitionEventsDocument,
  CreditDefinitionsDocument,
  DeleteCreditDefinitionDocument,
  UpdateCreditDefinitionDocument,
  type CreditDefinitionFieldsFragment,
} from '../../gql/graphql';
import type { ListColumn } from '../../ui/ListWithDetail';
import { rowList } from '../../ui/row-list';
import { rowListPage } from '../../ui/RowListPage';
import { CreditDefinitionForm, inputOf, valuesOf } from './CreditDefinitionForm';

const columns: ListColumn<CreditDefinitionFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (definition) => definition.name },
  { key: 'sourceKey', label: 'Source key', value: (definition) => definition.sourceKey },
  { key: 'departments', label: 'Departments', value: (definition) => definition.departments.join(', ') },
  { key: 'multipliers', label: 'Multipliers', value: (definition) => definition.multipliers.join(', ') },
  { key: 'permissions', label: 'Permissions', value: (definition) => definition.permissions.join(', ') },
];

/** /client/creditDefns: the chosen client's customer credit definitions. */
export const CreditDefinitionsPage = rowListPage(
  rowList({
    title: 'Credit definitions',
    noun: 'credit definition',
    historyEntity: 'CreditDefinition',
    nameOf: (definition) => definition.name,
    columns,
    emptyText: 'No credit definitions yet.',
    form: CreditDefinitionForm,
    valuesOf,
    query: CreditDefinitionsDocument,
    field: 'creditDefinitions',
    create: {
      mutation: CreateCreditDefinitionDocument,
      variables: ({ clientId, values }) => ({ clientId, input: inputOf(values) }),
      answer: ({ createCreditDefinition: { creditDefinition, errors } }) => ({
        row: creditDefinition,
        errors,
      }),
    },
    update: {
      mutation: UpdateCreditDefinitionDocument,
      variables: ({ row: { id, clientId }, version, values }) => ({
        id,
        clientId,
        version,
        input: inputOf(values),
      }),
      answer: ({ updateCreditDefinition: { creditDefinition, errors } }) => ({
        row: creditDefinition,
        errors,
      }),
    },
    remove: {
      mutation: DeleteCreditDefinitionDocument,
      variables: ({ id, clientId }) => ({ id, clientId }),
      answer: ({ deleteCreditDefinition }) => deleteCreditDefinition,
    },
    events: {
      subscription: CreditDefinitionEventsDocument,
      changed: { typename: 'CreditDefinitionChanged', row: (event) => event.creditDefinition },
      deleted: { typename: 'CreditDefinitionDeleted', id: (event) => event.creditDefinitionId },
    },
  }),
);
