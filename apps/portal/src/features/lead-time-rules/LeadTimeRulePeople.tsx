import { useMutation, useQuery } from '@apollo/client/react';
import { Field, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { LeadTimeRuleUsersDocument, SetLeadTimeRuleUserDocument } from '../../gql/graphql';
import { useCanWrite } from '../../lib/write-access';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  group: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
});

const PREPPER_ROLES = ['preparedItemWorker', 'prepWorker'];

/** The store's shoppers excluded from the rule and preppers enabled for it, each saved at once. */
export function LeadTimeRulePeople({ leadTimeRuleId }: { leadTimeRuleId: string }) {
  const styles = useStyles();
  const writable = useCanWrite();
  const { data, loading, refetch } = useQuery(LeadTimeRuleUsersDocument, { variables: { leadTimeRuleId } });
  const [set] = useMutation(SetLeadTimeRuleUserDocument, { onCompleted: () => void refetch() });
  const users = data?.leadTimeRuleUsers ?? [];
  const shoppers = users.filter((user) => !PREPPER_ROLES.includes(user.role));
  const preppers = users.filter((user) => PREPPER_ROLES.includes(user.role));
  const toggle = (userId: string, setting: 'EXCLUDED_SHOPPER' | 'ENABLED_PREPPER', on: boolean) =>
    void set({ variables: { leadTimeRuleId, userId, setting, on } }).catch(() => void refetch());

  if (loading && !data) return <Spinner size="tiny" label="Loading shoppers and preppers" />;
  return (
    <div className={styles.group}>
      <Field label="Shoppers excluded from this rule">
        <div className={styles.list}>
          {shoppers.length === 0 && <Text>No shoppers in this store.</Text>}
          {shoppers.map((user) => (
            <Switch
              key={user.userId}
              label={user.fullName}
              checked={user.excluded}
              disabled={!writable}
              onChange={(_event, change) => toggle(user.userId, 'EXCLUDED_SHOPPER', change.checked)}
            />
          ))}
        </div>
      </Field>
      <Field label="Preppers enabled for this rule">
        <div className={styles.list}>
          {preppers.length === 0 && <Text>No preppers in this store.</Text>}
          {preppers.map((user) => (
            <Switch
              key={user.userId}
              label={user.fullName}
              checked={user.prepperEnabled}
              disabled={!writable}
              onChange={(_event, change) => toggle(user.userId, 'ENABLED_PREPPER', change.checked)}
            />
          ))}
        </div>
      </Field>
    </div>
  );
}
