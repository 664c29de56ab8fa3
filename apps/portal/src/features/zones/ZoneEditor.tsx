import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { UpdateZoneDocument, DeleteZoneDocument, type ZoneFieldsFragment } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { WriteOnly } from '../../lib/write-access';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeZone, storeZone } from './zone-cache';
import { inputOf, valuesOf, ZoneForm } from './ZoneForm';
import { ZoneSectionsDialog } from './ZoneSectionsDialog';
import { ZoneUsersDialog } from './ZoneUsersDialog';

const useStyles = makeStyles({
  members: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  none: { color: tokens.colorNeutralForeground3 },
});

interface MembersProps {
  title: string;
  items: readonly { id: string; name: string }[];
  noneText: string;
  assignLabel: string;
  onAssign: () => void;
}

/** A zone's sections or users as the server last answered, with the button that opens their modal. */
function Members({ title, items, noneText, assignLabel, onAssign }: MembersProps) {
  const styles = useStyles();
  return (
    <section className={styles.members} aria-label={title}>
      <div className={styles.heading}>
        <Subtitle2 as="h3">{title}</Subtitle2>
        <WriteOnly>
          <Button size="small" onClick={onAssign}>
            {assignLabel}
          </Button>
        </WriteOnly>
      </div>
      {items.length === 0 ? (
        <Text className={styles.none}>{noneText}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Text>{item.name}</Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ZoneEditorProps {
  /** The zone as the cache holds it now, which other admins' changes keep current. */
  zone: ZoneFieldsFragment;
  foodSafetyTypes: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Edits one zone: its name and food safety type, its sections and users, or deletes it. */
export function ZoneEditor({ zone, foodSafetyTypes, onClose }: ZoneEditorProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [assigning, setAssigning] = useState<'sections' | 'users' | null>(null);
  const [update] = useMutation(UpdateZoneDocument);
  const [remove] = useMutation(DeleteZoneDocument);

  const edit = useVersionedEdit({
    row: zone,
    valuesOf,
    remember: (stored) => storeZone(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({ variables: { zoneId: zone.zoneId, version, input: inputOf(values) } });
      const stored = data?.updateZone.zone;
      if (!stored) throw new RefusedError(data?.updateZone.errors ?? []);
      return stored;
    },
    onError: (error) => setAlert({ title: 'Update Error', message: errorMessage(error as Error) }),
  });

  const deleteZone = async () => {
    try {
      const { data } = await remove({ variables: { zoneId: zone.zoneId } });
      const deletedId = data?.deleteZone.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteZone.errors ?? []);
      removeZone(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <ZoneForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: null,
          subject: `zone ${zone.name}`,
          history: { entityType: 'Zone', entityId: zone.zoneId, live: { storeId: zone.storeId } },
          deleteLabel: 'Delete zone',
          onDelete: deleteZone,
        })}
        foodSafetyTypes={foodSafetyTypes}
      />
      <Members
        title={`Sections (${zone.sectionCount})`}
        items={zone.sections.map((section) => ({ id: section.sectionId, name: section.name }))}
        noneText="No sections in this zone."
        assignLabel="Assign sections"
        onAssign={() => setAssigning('sections')}
      />
      <Members
        title={`Users (${zone.userCount})`}
        items={zone.users.map((user) => ({ id: user.userId, name: user.fullName ?? user.userName }))}
        noneText="No users in this zone."
        assignLabel="Assign users"
        onAssign={() => setAssigning('users')}
      />
      <ZoneSectionsDialog zone={zone} open={assigning === 'sections'} onClose={() => setAssigning(null)} />
      <ZoneUsersDialog zone={zone} open={assigning === 'users'} onClose={() => setAssigning(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
