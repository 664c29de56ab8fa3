/** Messages of the custom fields screen (spec 2 sections 5 and 8), word for word. */
export const CUSTOM_FIELD_MESSAGES = {
  invalidInputTitle: 'Invalid Input',
  invalidInput: 'Please fill all required fields correctly.',
  nameRequired: 'Name field is required.',
  dataTypeRequired: 'Data Type is required.',
  assignmentRequired: 'Assignment Type is required.',
  noneSelected: 'No field selected for editing.',
  deleteTitle: 'Are you sure?',
  deleteMessage: 'This action cannot be undone.',
  fetchFailed: 'Could not fetch Custom Fields list.',
  createRefused: 'Could not create Custom Field due to validation issues.',
  createFailed: 'Could not create Custom Field.',
  updateFailed: 'Could not update Custom Field.',
  deleteFailed: 'An unexpected error occurred while deleting the Custom Field.',
  created: 'Custom Field created successfully.',
  updated: 'Custom Field updated successfully.',
  deleted: 'Custom Field deleted successfully.',
} as const;

/** Where a custom field is captured (spec 2 section 3): 1 on the order, 2 on each order item. */
export const CUSTOM_FIELD_ASSIGNMENTS = [
  { id: 1, name: 'Order' },
  { id: 2, name: 'Order Item' },
] as const;

/** The value types a custom field may hold; the spec leaves them open, docs/rest-contract.md lists them. */
export const CUSTOM_FIELD_DATA_TYPES = ['Text', 'Number', 'Decimal', 'Date', 'Boolean'] as const;

export type CustomFieldDataType = (typeof CUSTOM_FIELD_DATA_TYPES)[number];

/** A custom field as typed into the create or edit form. */
export interface CustomFieldDraft {
  name: string;
  sourceKey: string;
  dataType: string;
  assignment: number | null;
}

const SOURCE_KEY = /^[A-Za-z0-9_]+$/;

const isDataType = (value: string): value is CustomFieldDataType =>
  (CUSTOM_FIELD_DATA_TYPES as readonly string[]).includes(value);

const isAssignment = (value: number | null) =>
  CUSTOM_FIELD_ASSIGNMENTS.some((assignment) => assignment.id === value);

/** Whether a new custom field may be created: every field present, the source key letters, digits and underscore. */
export function isValidNewCustomField(draft: CustomFieldDraft): boolean {
  return (
    draft.name.trim() !== '' &&
    SOURCE_KEY.test(draft.sourceKey) &&
    isDataType(draft.dataType) &&
    isAssignment(draft.assignment)
  );
}

/** The first reason an edit of `draft` cannot be saved, or null; `undefined` is no field open. */
export function customFieldUpdateRefusal(draft: CustomFieldDraft | undefined): string | null {
  if (!draft) return CUSTOM_FIELD_MESSAGES.noneSelected;
  if (!draft.name.trim()) return CUSTOM_FIELD_MESSAGES.nameRequired;
  if (!isDataType(draft.dataType)) return CUSTOM_FIELD_MESSAGES.dataTypeRequired;
  if (!isAssignment(draft.assignment)) return CUSTOM_FIELD_MESSAGES.assignmentRequired;
  return null;
}
