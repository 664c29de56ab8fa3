import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { canAssignAllClientStores } from '@fulfil/domain';
import {
  AssignAllClientStoresDocument,
  SetUserStoresDocument,
  type SetUserStoresMutation,
  UserStoresDocument,
  type UserRowFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { StorePicker } from './StorePicker';
import { storeUser } from './user-cache';
import { UserSectionSettings } from './UserSectionSettings';

const useStyles = makeStyles({
  stores: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  store: { listStyleType: 'none' },
  storeRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1 },
  sections: { paddingInlineStart: tokens.spacingHorizontalXXL, paddingBlock: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface UserStoresProps {
  user: UserRowFragment;
  /** Stores can be added and removed (not on the store users screen, nor for a user one may not edit). */
  editable: boolean;
  /** Section settings can be changed. */
  sectionsEditable: boolean;
}

/**
 * The stores of the open user, loaded when the user opens, with the store picker, "assign all client
 * stores" where the rules allow it, and per store the user's section restrictions and opt-ins.
 */
export function UserStores({ user, editable, sectionsEditable }: UserStoresProps) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const me = useSession().user;
  const [error, setError] = useState<string>();
  const [sectionsOf, setSectionsOf] = useState<string | null>(null);
  const { data, loading, error: loadError } = useQuery(UserStoresDocument, { variables: { id: user.id } });
  const [setStores, { loading: savingStores }] = useMutation(SetUserStoresDocument);
  const [assignAll, { loading: assigningAll }] = useMutation(AssignAllClientStoresDocument);
  const stores = data?.user?.assignedStores ?? [];
  const busy = savingStores || assigningAll;

  /** Sends a change of the user's stores; both calls answer the user with their stores. */
  const run = async (call: () => Promise<SetUserStoresMutation['setUserStores'] | undefined>) => {
    setError(undefined);
    try {
      const answer = await call();
      if (!answer?.user) throw new RefusedError(answer?.errors ?? []);
      storeUser(
        apollo.cache,
        answer.user,
        answer.user.assignedStores.map((store) => store.id),
      );
    } catch (failure) {
      setError(errorMessage(failure as Error));
    }
  };
  const replaceStores = (storeIds: string[]) =>
    run(async () => (await setStores({ variables: { userId: user.id, storeIds } })).data?.setUserStores);

  return (
    <section className={styles.stores} aria-label="Stores">
      <Subtitle2 as="h3">Stores</Subtitle2>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {loadError ? (
        <Text>The stores could not be loaded.</Text>
      ) : loading && !data ? (
        <Spinner size="tiny" label="Loading stores…" />
      ) : stores.length === 0 ? (
        <Text className={styles.muted}>No stores assigned.</Text>
      ) : (
        <ul className={styles.list}>
          {stores.map((store) => {
            const open = sectionsOf === store.id;
            return (
              <li key={store.id} className={styles.store}>
                <div className={styles.storeRow}>
                  <Text className={styles.name}>{store.name}</Text>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                    aria-expanded={open}
                    aria-label={`Sections at ${store.name}`}
                    onClick={() => setSectionsOf(open ? null : store.id)}
                  >
                    Sections
                  </Button>
                  {editable && (
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<DismissRegular />}
                      aria-label={`Remove ${store.name}`}
                      disabled={busy}
                      onClick={() =>
                        void replaceStores(stores.filter((s) => s.id !== store.id).map((s) => s.id))
                      }
                    />
                  )}
                </div>
                {open && (
                  <div className={styles.sections}>
                    <UserSectionSettings storeId={store.id} userId={user.id} disabled={!sectionsEditable} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && user.clientId && (
        <StorePicker
          clientId={user.clientId}
          assignedIds={stores.map((store) => store.id)}
          disabled={busy || (loading && !data)}
          onAdd={(store) => void replaceStores([...stores.map((s) => s.id), store.id])}
        />
      )}
      {editable && me && canAssignAllClientStores(me.role, user.role, stores.length) && (
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              async () => (await assignAll({ variables: { userId: user.id } })).data?.assignAllClientStores,
            )
          }
        >
          Assign all client stores
        </Button>
      )}
    </section>
  );
}
