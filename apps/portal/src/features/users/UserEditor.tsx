import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { canEditUser, ROLE_CHANGE_DELAY_MS } from '@fulfil/domain';
import {
  DeleteUserDocument,
  SetUserRoleDocument,
  UpdateUserDocument,
  type UserRowFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { clientRowLive } from '../../lib/use-history';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { DeleteButton } from '../../ui/DeleteButton';
import { removeUser, storeUser } from './user-cache';
import { inputOf, UserForm, valuesOf } from './UserForm';
import { useUserChoices } from './use-user-choices';
import { useUserFieldCheck } from './use-user-field-check';

const DELETE_FAILED = 'User could not be deleted';

/** Why a user cannot be edited here, when they cannot (spec 1 section 5). */
function readOnlyReason(me: { id: string; role: string }, user: UserRowFragment): string | undefined {
  if (me.id === user.id) return 'This is you: change your own details on your profile.';
  if (
    !canEditUser(
      { userId: Number(me.id), role: me.role },
      { userId: Number(user.id), role: user.role },
      false,
    )
  )
    return 'A store manager cannot edit other store managers.';
  return undefined;
}

interface UserEditorProps {
  /** The user as the cache holds it now, which other admins' changes keep current. */
  user: UserRowFragment;
  clientLocked: boolean;
  onClose: () => void;
  /** While a deletion runs nothing else of the user may change. */
  onDeletingChange: (deleting: boolean) => void;
}

/**
 * Edits one user against the version it started from. A picked role is given a second later
 * (setUserRole), so a person running down the list with the keyboard does not assign every role on
 * the way; delete asks first and blocks editing while it runs.
 */
export function UserEditor({ user, clientLocked, onClose, onDeletingChange }: UserEditorProps) {
  const apollo = useApolloClient();
  const { user: me, selection } = useSession();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [update] = useMutation(UpdateUserDocument);
  const [setRole] = useMutation(SetUserRoleDocument);
  const [remove] = useMutation(DeleteUserDocument);
  const roleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(roleTimer.current), []);

  const edit = useVersionedEdit({
    row: user,
    valuesOf,
    store: async (version, values) => {
      setError(undefined);
      const { data } = await update({ variables: { id: user.id, version, input: inputOf(values) } });
      const answer = data?.updateUser;
      if (!answer?.user) throw new RefusedError(answer?.errors ?? []);
      storeUser(apollo.cache, answer.user);
      return answer.user;
    },
    // A conflict carries the user's own fields only: the open row lends it type name and zones.
    remember: (row) => storeUser(apollo.cache, { ...user, ...row }),
    onError: (failure) => setError(errorMessage(failure as Error)),
    onRestart: () => check.reset(),
  });
  const check = useUserFieldCheck(edit.form.values);
  const { rebase } = edit;
  const choices = useUserChoices(edit.form.values.clientId, user.role);

  const giveRole = async (role: string) => {
    try {
      const { data } = await setRole({ variables: { userId: user.id, role } });
      const answer = data?.setUserRole;
      if (!answer?.user) throw new RefusedError(answer?.errors ?? []);
      storeUser(apollo.cache, answer.user);
      // The role is stored: the draft's other fields now edit this version.
      rebase(answer.user);
    } catch (failure) {
      setError(errorMessage(failure as Error));
    }
  };

  const pickRole = (role: string) => {
    edit.form.onChange({ ...edit.form.values, role });
    clearTimeout(roleTimer.current);
    if (role && role !== user.role)
      roleTimer.current = setTimeout(() => void giveRole(role), ROLE_CHANGE_DELAY_MS);
  };

  const deleteUser = async () => {
    setDeleting(true);
    onDeletingChange(true);
    setError(undefined);
    try {
      const { data } = await remove({ variables: { id: user.id } });
      const answer = data?.deleteUser;
      if (answer?.deletedId) {
        removeUser(apollo.cache, answer.deletedId);
        onClose();
      } else setError(answer?.errors[0]?.message ?? DELETE_FAILED);
    } catch (failure) {
      // The server's words when it refused; an outage says only that it failed (spec 1 section 8).
      setError(
        CombinedGraphQLErrors.is(failure) ? (failure.errors[0]?.message ?? DELETE_FAILED) : DELETE_FAILED,
      );
    } finally {
      setDeleting(false);
      onDeletingChange(false);
    }
  };

  const reason = me ? readOnlyReason(me, user) : 'Sign in again to edit users.';

  return (
    <UserForm
      label={`User ${user.userName}`}
      history={{
        entityType: 'User',
        entityId: user.id,
        live: clientRowLive(me?.role ?? '', user.clientId ?? null, selection.storeId),
      }}
      {...edit.form}
      onSubmit={() => {
        if (check.passes()) edit.form.onSubmit();
      }}
      errors={check.errors}
      onRoleChange={pickRole}
      onCancel={() => {
        clearTimeout(roleTimer.current);
        edit.restore();
        onClose();
      }}
      readOnly={reason !== undefined || deleting}
      clients={choices.clients}
      roles={choices.roles}
      clientLocked={clientLocked}
      notice={
        <>
          {reason && (
            <MessageBar intent="info">
              <MessageBarBody>{reason}</MessageBarBody>
            </MessageBar>
          )}
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <ConcurrentEdit edit={edit} changedBy={null} subject={`user ${user.userName}`} />
        </>
      }
      extraActions={
        <DeleteButton
          label="Delete user"
          subject={`user ${user.userName}`}
          disabled={reason !== undefined || edit.form.saving}
          onDelete={deleteUser}
        />
      }
    />
  );
}
