import { Fragment } from 'react';
import { useQuery } from '@apollo/client/react';
import { makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ROLE_NAMES, isRole } from '@fulfil/domain';
import { MyProfileDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { FailureNotice } from '../../ui/FailureNotice';
import { Page } from '../../ui/Page';
import { ProfileForm } from './ProfileForm';

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
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** What admins decide for the person: shown here, changed on the users screens by those who manage them. */
function Access() {
  const styles = useStyles();
  const { user } = useSession();
  if (!user) return null;
  const role = user.roleName ?? (isRole(user.role) ? ROLE_NAMES[user.role] : user.role);
  const rows: [string, string][] = [
    ['User name', user.userName],
    ['Role', role],
    ['Client', user.clientName ?? 'None'],
    ['Stores', user.stores.map((store) => store.name).join(', ') || 'None'],
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-access">
      <Subtitle2 as="h2" id="profile-access">
        Access
      </Subtitle2>
      <Text>Your administrator changes these on the users screen.</Text>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>
              <Text>{term}</Text>
            </dt>
            <dd className={styles.value}>
              <Text>{value}</Text>
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The signed-in person's own details: their name, e-mail address and phone number to change, their access to read. */
export function ProfilePage() {
  const styles = useStyles();
  const { data, loading, error } = useQuery(MyProfileDocument);
  return (
    <Page title="Profile">
      <section className={styles.section} aria-labelledby="profile-details">
        <Subtitle2 as="h2" id="profile-details">
          Your details
        </Subtitle2>
        {loading && <Spinner size="small" label="Loading your details…" />}
        {error && <FailureNotice failure={errorMessage(error)} />}
        {data && <ProfileForm profile={data.myProfile} />}
      </section>
      <Access />
    </Page>
  );
}
