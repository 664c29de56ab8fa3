import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  closeUserSearch,
  initialUserList,
  searchUsers,
  USER_SEARCH_DEBOUNCE_MS,
  userPageLoaded,
  type UserListField,
} from '@fulfil/domain';
import { UsersDocument, type UserScopeInput } from '../../gql/graphql';
import { userSearchInput } from './user-search';

/**
 * One page of users as the list's state asks for it (spec 1 section 4): the text typed per column,
 * applied once typing pauses, and each answer telling whether the page is the last.
 */
export function useUserList(scope: UserScopeInput | null) {
  const [list, setList] = useState(initialUserList);
  const [typed, setTyped] = useState<Partial<Record<UserListField, string>>>({});
  const timers = useRef(new Map<UserListField, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const { data, previousData, loading, error, refetch } = useQuery(UsersDocument, {
    variables: { scope, search: userSearchInput(list) },
  });
  // Each answer tells whether the page is the last, or (empty after page 1) steps back a page.
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    if (data) setList(userPageLoaded(list, list.skip, data.users.length));
  }

  const clearTimer = (field: UserListField) => clearTimeout(timers.current.get(field));
  return {
    list,
    setList,
    // The previous page stays on screen while the next loads, rather than flashing skeletons.
    users: data?.users ?? previousData?.users ?? [],
    loading,
    error,
    refetch,
    typed,
    type: (field: UserListField, text: string) => {
      setTyped((current) => ({ ...current, [field]: text }));
      clearTimer(field);
      timers.current.set(
        field,
        setTimeout(() => {
          // Text that is already the filter (e.g. after the box was closed) changes nothing.
          setList((current) =>
            (current.filters[field] ?? '') === text.trim() ? current : searchUsers(current, field, text),
          );
        }, USER_SEARCH_DEBOUNCE_MS),
      );
    },
    close: (field: UserListField) => {
      clearTimer(field);
      setTyped((current) => ({ ...current, [field]: '' }));
      setList((current) => closeUserSearch(current, field));
    },
  };
}
