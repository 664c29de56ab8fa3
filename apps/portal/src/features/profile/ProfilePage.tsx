import { Fragment } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ROLE_NAMES, isRole } from '@fulfil/domain';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/Page';

const useStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** The signed-in user's own details (read only: a user cannot edit themselves from the users list). */
export function ProfilePage() {
  const styles = useStyles();
  const { user } = useSession();
  if (!user) return null;
  const role = user.roleName ?? (isRole(user.role) ? ROLE_NAMES[user.role] : user.role);
  const rows: [string, string][] = [
    ['User name', user.userName],
    ['First name', user.firstName ?? ''],
    ['Last name', user.lastName ?? ''],
    ['Email', user.email ?? ''],
    ['Phone number', user.phoneNumber ?? ''],
    ['Role', role],
    ['Client', user.clientName ?? 'None'],
    ['Stores', user.stores.map((store) => store.name).join(', ') || 'None'],
  ];
  return (
    <Page title="Profile">
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>
              <Text>{term}</Text>
            </dt>
            <dd className={styles.value}>
              <Text>{value || '—'}</Text>
            </dd>
          </Fragment>
        ))}
      </dl>
    </Page>
  );
}
