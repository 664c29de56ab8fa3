import { useMutation, useQuery } from '@apollo/client/react';
import { makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import {
  SectionPrepperOptInsDocument,
  SectionShopperRestrictionsDocument,
  SetPrepperOptInDocument,
  SetShopperRestrictionDocument,
  UserStoreSectionsDocument,
  type MerchandiseUserSettingFragment,
} from '../../gql/graphql';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  section: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The user's row replaced by the stored setting (setting rows have no id the cache could merge by). */
const withSetting = (
  rows: readonly MerchandiseUserSettingFragment[],
  setting: MerchandiseUserSettingFragment,
) => rows.map((row) => (row.userId === setting.userId ? setting : row));

interface SectionSwitchesProps {
  storeId: string;
  sectionId: string;
  name: string;
  userId: string;
  disabled: boolean;
}

/**
 * One section's restriction and opt-in for the user, read from the same per-section lists the
 * merchandise screen shows, so both screens stay one source of truth. A switch appears only where the
 * user is on the list: shoppers can be restricted, preppers opt in.
 */
function SectionSwitches({ storeId, sectionId, name, userId, disabled }: SectionSwitchesProps) {
  const styles = useStyles();
  const variables = { storeId, sectionId };
  const restrictions = useQuery(SectionShopperRestrictionsDocument, { variables });
  const optIns = useQuery(SectionPrepperOptInsDocument, { variables });
  const [restrict] = useMutation(SetShopperRestrictionDocument, {
    update: (cache, { data }) => {
      const setting = data?.setShopperRestriction;
      if (!setting) return;
      cache.updateQuery(
        { query: SectionShopperRestrictionsDocument, variables },
        (current) =>
          current && { sectionShopperRestrictions: withSetting(current.sectionShopperRestrictions, setting) },
      );
    },
  });
  const [optIn] = useMutation(SetPrepperOptInDocument, {
    update: (cache, { data }) => {
      const setting = data?.setPrepperOptIn;
      if (!setting) return;
      cache.updateQuery(
        { query: SectionPrepperOptInsDocument, variables },
        (current) => current && { sectionPrepperOptIns: withSetting(current.sectionPrepperOptIns, setting) },
      );
    },
  });
  const restriction = restrictions.data?.sectionShopperRestrictions.find((row) => row.userId === userId);
  const optedIn = optIns.data?.sectionPrepperOptIns.find((row) => row.userId === userId);
  const loading = (restrictions.loading && !restrictions.data) || (optIns.loading && !optIns.data);
  return (
    <li className={styles.section}>
      <Text>{name}</Text>
      {loading ? (
        <Spinner size="extra-tiny" aria-label={`Loading ${name}`} />
      ) : restriction ? (
        <Switch
          label="Restricted"
          aria-label={`${name}: restricted`}
          checked={restriction.enabled}
          disabled={disabled}
          onChange={(_event, data) =>
            void restrict({ variables: { ...variables, userId, restricted: data.checked } }).catch(
              () => undefined,
            )
          }
        />
      ) : (
        <span />
      )}
      {optedIn ? (
        <Switch
          label="Opted in"
          aria-label={`${name}: opted in`}
          checked={optedIn.enabled}
          disabled={disabled}
          onChange={(_event, data) =>
            void optIn({ variables: { ...variables, userId, optedIn: data.checked } }).catch(() => undefined)
          }
        />
      ) : (
        !loading && !restriction && <Text className={styles.muted}>Not a shopper or prepper here</Text>
      )}
    </li>
  );
}

/** The user's section restrictions and prepper opt-ins in one store; each switch saves at once. */
export function UserSectionSettings(props: { storeId: string; userId: string; disabled: boolean }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(UserStoreSectionsDocument, {
    variables: { storeId: props.storeId },
  });
  if (error) return <Text>Sections could not be loaded.</Text>;
  if (loading && !data) return <Spinner size="tiny" label="Loading sections…" />;
  if (!data?.sections.length) return <Text className={styles.muted}>This store has no sections.</Text>;
  return (
    <ul className={styles.list}>
      {data.sections.map((section) => (
        <SectionSwitches key={section.id} {...props} sectionId={section.id} name={section.name} />
      ))}
    </ul>
  );
}
