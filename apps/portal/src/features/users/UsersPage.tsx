import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import {
  canEditUser,
  nextUserPage,
  previousUserPage,
  sortUsers,
  userListPage,
  type UserListField,
} from '@fulfil/domain';
import { ChooserStoresDocument, OpenUserDocument, type UserRowFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { forChosenClient, forChosenStore } from '../../ui/for-chosen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
import { UserCreator } from './UserCreator';
import { UserEditor } from './UserEditor';
import { useUserChoices } from './use-user-choices';
import { useUserEvents } from './use-user-events';
import type { UsersScreenScope } from './users-scope';
import { UserStores } from './UserStores';
import { UserZonesDialog } from './UserZonesDialog';
import { useUserList } from './use-user-list';

const TITLE = 'Users';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const columns: ListColumn<UserRowFragment>[] = [
  {
    key: 'UserName',
    label: 'User name',
    searchLabel: 'Search user name',
    value: (user) => user.userName,
  },
  { key: 'EmailAddress', label: 'Email', searchLabel: 'Search email', value: (user) => user.email },
  { key: 'ClientName', label: 'Client', searchLabel: 'Search client', value: (user) => user.clientName },
  { key: 'RoleName', label: 'Role', searchLabel: 'Search role', value: (user) => user.roleName ?? user.role },
];

const zoneColumn: ListColumn<UserRowFragment> = {
  key: 'zones',
  label: 'Zones',
  unsortable: true,
  value: (user) => user.zones.map((zone) => zone.name).join(', '),
};

/** The client column only where users of several clients are listed; zones only on the store screen. */
function screenColumns(scope: UsersScreenScope): ListColumn<UserRowFragment>[] {
  if (scope.store) return [...columns.filter((column) => column.key !== 'ClientName'), zoneColumn];
  if (scope.clientId) return columns.filter((column) => column.key !== 'ClientName');
  return columns;
}

/** /admin/users: every user (systemAdmin only; the route guard sends others to their landing page). */
export function AdminUsersPage() {
  return <UsersScreen title={TITLE} scope={{ clientId: null, store: null }} />;
}

/** /client/users: the chosen client's users. */
export const ClientUsersPage = forChosenClient(function ClientUsers({ clientId }) {
  const { clientName } = useUserChoices(clientId);
  return (
    <UsersScreen
      title={clientName ? `${TITLE} for ${clientName}` : TITLE}
      scope={{ clientId, store: null }}
    />
  );
});

/** /store/users: the chosen store's users, with their zones there. */
export const StoreUsersPage = forChosenStore(function StoreUsers({ storeId }) {
  const { clientId } = useSession().selection;
  // The store chooser's list: without a chosen client, every store the user may see.
  const { data, error } = useQuery(ChooserStoresDocument, { variables: { clientId } });
  const store = data?.stores.find((s) => s.id === storeId);
  const { clientName } = useUserChoices(store?.clientId ?? '');
  if (!store || !clientName)
    return (
      <Page title={TITLE}>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>The store could not be loaded.</MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner label="Loading…" />
        )}
      </Page>
    );
  return (
    <UsersScreen
      title={`${TITLE} for ${clientName} store ${store.name}`}
      scope={{ clientId: store.clientId, store }}
    />
  );
});

/** The users screen of every level: a searchable, sortable, paged list with a detail panel. */
function UsersScreen({ title, scope }: { title: string; scope: UsersScreenScope }) {
  const styles = useStyles();
  const me = useSession().user;
  const panel = useDetailPanel();
  const [deleting, setDeleting] = useState(false);
  const storeId = scope.store?.id ?? null;
  useUserEvents(scope.clientId, storeId);
  const { list, setList, users, loading, error, refetch, typed, type, close } = useUserList(
    storeId ? { storeId } : scope.clientId ? { clientId: scope.clientId } : null,
  );

  const onPage = panel.openId ? users.find((user) => user.id === panel.openId) : undefined;
  const offPage = useQuery(OpenUserDocument, {
    variables: { id: panel.openId ?? '' },
    skip: !panel.openId || onPage !== undefined || loading,
  });
  const open = onPage ?? offPage.data?.user ?? undefined;
  const editable =
    open !== undefined &&
    me !== null &&
    canEditUser(
      { userId: Number(me.id), role: me.role },
      { userId: Number(open.id), role: open.role },
      deleting,
    );

  let detailTitle: string | undefined;
  let detail = null;
  if (panel.creating) {
    detailTitle = 'New user';
    detail = <UserCreator scope={scope} onCreated={panel.open} onCancel={panel.close} />;
  } else if (open) {
    detailTitle = open.userName;
    detail = (
      <div className={styles.detail} key={open.id}>
        <UserEditor
          user={open}
          clientLocked={scope.clientId !== null}
          onClose={panel.close}
          onDeletingChange={setDeleting}
        />
        <UserStores user={open} editable={editable && !scope.store} sectionsEditable={editable} />
        {scope.store && <UserZonesDialog storeId={scope.store.id} user={open} disabled={!editable} />}
      </div>
    );
  } else if (panel.openId && !loading && !offPage.loading) {
    detailTitle = 'User removed';
    detail = (
      <MessageBar intent="warning">
        <MessageBarBody>This user was deleted.</MessageBarBody>
      </MessageBar>
    );
  }

  const searching = Object.keys(list.filters).length > 0;
  const direction = list.sort.direction === 'Ascending' ? 'ascending' : 'descending';

  return (
    <Page title={title} actions={<NewButton label="New user" onClick={panel.startCreating} />}>
      <ListWithDetail
        label={TITLE}
        items={users}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(user) => user.id}
        columns={screenColumns(scope)}
        columnSearch={{
          text: typed,
          onChange: (key, text) => type(key as UserListField, text),
          onClose: (key) => close(key as UserListField),
        }}
        sort={{ key: list.sort.field, direction }}
        onSortChange={(key) => setList((current) => sortUsers(current, key as UserListField))}
        openId={panel.openId}
        onToggle={(id) => {
          // Deleting blocks the panel until the answer arrives.
          if (!deleting) panel.toggle(id);
        }}
        detailTitle={detailTitle}
        detail={detail}
        emptyText={searching ? 'No users match the search.' : 'There are no users yet.'}
        footer={
          <Pager
            label={TITLE}
            page={userListPage(list)}
            canGoBack={list.skip > 0}
            canGoForward={!list.lastPage && !loading}
            onBack={() => setList(previousUserPage)}
            onForward={() => setList((current) => nextUserPage(current, loading))}
          />
        }
      />
    </Page>
  );
}
