import { PREP_OPTIONS, PREPARED_ITEMS_MODE, PREPARED_ITEMS_MODES, shelfPrepOption } from '@fulfil/domain';
import type { MerchandiseSectionFragment, SectionInput } from '../../gql/graphql';

/** A section's form fields as typed; the ids are strings because select boxes hold strings. */
export interface SectionValues {
  sectionSourceKey: string;
  name: string;
  foodSafetyTypeId: string;
  preparedItemsMode: string;
  prepOptionId: string;
}

export function sectionValuesOf(section: MerchandiseSectionFragment | null): SectionValues {
  return {
    sectionSourceKey: section?.sectionSourceKey ?? '',
    name: section?.name ?? '',
    foodSafetyTypeId: section?.foodSafetyTypeId ?? '',
    preparedItemsMode: section ? String(section.preparedItemsMode) : '',
    prepOptionId: section?.prepOptionId ? String(section.prepOptionId) : '',
  };
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** The values as the server takes them; the prep option is left out when the mode is No. */
export function sectionInputOf(values: SectionValues): SectionInput {
  const mode = numberOrNull(values.preparedItemsMode);
  return {
    sectionSourceKey: values.sectionSourceKey.trim(),
    name: values.name.trim(),
    foodSafetyTypeId: values.foodSafetyTypeId || null,
    preparedItemsMode: mode,
    prepOptionId: mode === PREPARED_ITEMS_MODE.No ? null : numberOrNull(values.prepOptionId),
  };
}

/** Label of a prepared items mode or prep option, '' when there is none. */
export const modeLabel = (mode: number | null | undefined) =>
  mode ? ((PREPARED_ITEMS_MODES as Readonly<Record<number, string>>)[mode] ?? '') : '';
export const prepOptionLabel = (option: number | null | undefined) =>
  option ? ((PREP_OPTIONS as Readonly<Record<number, string>>)[option] ?? '') : '';

/** The choices of a select box, from one of the domain's numbered lists. */
export const choicesOf = (list: Record<number, string>, keep: (id: number) => boolean = () => true) =>
  Object.entries(list)
    .map(([id, label]) => ({ id: Number(id), label }))
    .filter(({ id }) => keep(id));

/** The prep option a shelf ends up with (the domain rule), for the optional fields codegen produces. */
export const effectivePrepOption = (
  shelf: { preparedItemsMode: number; prepOptionId?: number | null },
  section: { prepOptionId?: number | null },
) =>
  shelfPrepOption(
    { preparedItemsMode: shelf.preparedItemsMode, prepOptionId: shelf.prepOptionId ?? null },
    { prepOptionId: section.prepOptionId ?? null },
  );
