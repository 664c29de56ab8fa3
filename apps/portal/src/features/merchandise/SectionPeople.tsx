import { useMutation, useQuery } from '@apollo/client/react';
import { makeStyles, Spinner, Subtitle2, Switch, Text, tokens } from '@fluentui/react-components';
import { useCanWrite } from '../../lib/write-access';
import {
  SectionPrepperOptInsDocument,
  SectionShopperRestrictionsDocument,
  SetPrepperOptInDocument,
  SetShopperRestrictionDocument,
  type MerchandiseUserSettingFragment,
} from '../../gql/graphql';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', maxHeight: '240px', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface PeopleListProps {
  title: string;
  rows: readonly MerchandiseUserSettingFragment[] | undefined;
  loading: boolean;
  /** What a switch turned on means, for screen readers, e.g. "restricted". */
  switchMeaning: string;
  emptyText: string;
  onToggle: (userId: string, enabled: boolean) => void;
}

function PeopleList({ title, rows, loading, switchMeaning, emptyText, onToggle }: PeopleListProps) {
  const styles = useStyles();
  const writable = useCanWrite();
  return (
    <section className={styles.panel} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {loading && !rows ? (
        <Spinner size="tiny" label={`Loading ${title.toLowerCase()}…`} />
      ) : rows?.length ? (
        <div className={styles.list}>
          {rows.map((row) => {
            const name = row.fullName || row.userName;
            return (
              <Switch
                key={row.userId}
                checked={row.enabled}
                // The heading says what the switches mean; beside an off switch "restricted" would misread.
                label={name}
                aria-label={`${name}: ${switchMeaning}`}
                disabled={!writable}
                onChange={(_event, data) => onToggle(row.userId, data.checked)}
              />
            );
          })}
        </div>
      ) : (
        <Text className={styles.empty}>{emptyText}</Text>
      )}
    </section>
  );
}

/** Shoppers restricted from the open section and preppers opted in to it; each switch saves at once. */
export function SectionPeople({ storeId, sectionId }: { storeId: string; sectionId: string }) {
  const variables = { storeId, sectionId };
  const restrictions = useQuery(SectionShopperRestrictionsDocument, { variables });
  const optIns = useQuery(SectionPrepperOptInsDocument, { variables });
  // Setting rows carry no id, so the cache cannot merge the answer into the list: it is fetched again.
  const [restrict] = useMutation(SetShopperRestrictionDocument, {
    refetchQueries: [SectionShopperRestrictionsDocument],
  });
  const [optIn] = useMutation(SetPrepperOptInDocument, {
    refetchQueries: [SectionPrepperOptInsDocument],
  });
  return (
    <>
      <PeopleList
        title="Shopper restrictions"
        rows={restrictions.data?.sectionShopperRestrictions}
        loading={restrictions.loading}
        switchMeaning="restricted"
        emptyText="No shoppers in this store."
        onToggle={(userId, restricted) =>
          void restrict({ variables: { ...variables, userId, restricted } }).catch(() => undefined)
        }
      />
      <PeopleList
        title="Prepper opt-ins"
        rows={optIns.data?.sectionPrepperOptIns}
        loading={optIns.loading}
        switchMeaning="opted in"
        emptyText="No preppers in this store."
        onToggle={(userId, optedIn) =>
          void optIn({ variables: { ...variables, userId, optedIn } }).catch(() => undefined)
        }
      />
    </>
  );
}
