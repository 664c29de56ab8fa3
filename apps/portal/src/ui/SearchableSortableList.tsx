import { Text } from '@fluentui/react-components';
import { SortableList, type SortableListProps } from './SortableList';

interface SearchableSortableListProps<T> extends Omit<SortableListProps<T>, 'disabled'> {
  /** A search filters the items shown. */
  searching: boolean;
}

/**
 * A list in its stored order that a search can filter. Reordering a filtered list would drop the
 * hidden rows from the order, so dragging is off while searching, and the list says so.
 */
export function SearchableSortableList<T>({ searching, ...list }: SearchableSortableListProps<T>) {
  return (
    <>
      {searching && list.items.length > 0 && <Text size={200}>Clear the search to reorder.</Text>}
      <SortableList {...list} disabled={searching} />
    </>
  );
}
