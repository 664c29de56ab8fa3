import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { CreateUserDocument, type UserStoreRefFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { StorePicker } from './StorePicker';
import { storeUser } from './user-cache';
import { inputOf, newUserValues, UserForm } from './UserForm';
import { useUserChoices } from './use-user-choices';
import { useUserFieldCheck } from './use-user-field-check';
import type { UsersScreenScope } from './users-scope';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

const useStyles = makeStyles({
  stores: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  store: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', listStyleType: 'none' },
});

interface UserCreatorProps {
  scope: UsersScreenScope;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/**
 * The create form of the users list. On the client and store screens the new user is of that client,
 * on the store screen also of that store (spec 1 section 5). A refusal is an alert with the first
 * message; the form stays as typed.
 */
export function UserCreator({ scope, onCreated, onCancel }: UserCreatorProps) {
  const styles = useStyles();
  const [values, setValues] = useState(() => newUserValues(scope.clientId));
  const [password, setPassword] = useState('');
  const [stores, setStores] = useState<UserStoreRefFragment[]>(scope.store ? [scope.store] : []);
  useUnsavedDraft({ values, password, stores });
  const [alert, setAlert] = useState<Alert | null>(null);
  const choices = useUserChoices(values.clientId);
  const check = useUserFieldCheck(values);
  const [create, { loading }] = useMutation(CreateUserDocument, {
    update: (cache, { data }) => {
      const user = data?.createUser.user;
      if (user)
        storeUser(
          cache,
          user,
          user.assignedStores.map((store) => store.id),
        );
    },
  });

  const submit = async () => {
    try {
      const { data } = await create({
        variables: {
          input: {
            user: inputOf(values),
            password: password || null,
            storeIds: stores.map((store) => store.id),
          },
        },
      });
      const answer = data?.createUser;
      if (answer?.user) onCreated(answer.user.id);
      else
        setAlert({
          title: 'Create Error',
          message: answer?.errors[0]?.message ?? 'User could not be created',
        });
    } catch (error) {
      setAlert({ title: 'Create Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <UserForm
        label="New user"
        values={values}
        onChange={(next) => {
          // Stores belong to a client: another client starts with none.
          if (next.clientId !== values.clientId) setStores([]);
          setValues(next);
        }}
        onSubmit={() => {
          if (check.passes()) void submit();
        }}
        onCancel={onCancel}
        errors={check.errors}
        saving={loading}
        clients={choices.clients}
        roles={choices.roles}
        clientLocked={scope.clientId !== null}
      >
        <Field
          label="Password"
          hint="At least 8 characters. Leave empty to let the user set one through forgot password."
        >
          <Input type="password" value={password} onChange={(_event, data) => setPassword(data.value)} />
        </Field>
        <ul className={styles.stores} aria-label="Stores of the new user">
          {stores.map((store) => (
            <li key={store.id} className={styles.store}>
              <Text>{store.name}</Text>
              {!scope.store && (
                <Button
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={`Remove ${store.name}`}
                  onClick={() => setStores(stores.filter((s) => s.id !== store.id))}
                />
              )}
            </li>
          ))}
        </ul>
        {!scope.store && values.clientId && (
          <StorePicker
            clientId={values.clientId}
            assignedIds={stores.map((store) => store.id)}
            onAdd={(store) => setStores([...stores, store])}
          />
        )}
      </UserForm>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
