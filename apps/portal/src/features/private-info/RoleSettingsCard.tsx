import { useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import {
  PRIVATE_INFO_FIELDS,
  PRIVATE_INFO_ROLE_LABELS,
  isPrivateInfoRole,
  type PrivateInfoField,
} from '@fulfil/domain';
import {
  PrivateInfoSettingsDocument,
  SavePrivateInfoSettingDocument,
  type PrivateInfoRoleFieldsFragment,
} from '../../gql/graphql';
import { conflictOf, errorMessage, type Conflict } from '../../lib/errors';
import { useCanWrite } from '../../lib/write-access';
import { ConflictDialog } from '../../ui/ConflictDialog';

type Flags = Record<PrivateInfoField, boolean>;

const flagsOf = (row: PrivateInfoRoleFieldsFragment): Flags =>
  Object.fromEntries(PRIVATE_INFO_FIELDS.map(({ key }) => [key, row[key]])) as Flags;

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    columnGap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * One role's twelve customer fields. The draft follows other admins' saves until the person
 * changes a box; a save over a version someone else replaced offers reload or overwrite.
 */
export function RoleSettingsCard({
  clientId,
  row,
}: {
  clientId: string;
  row: PrivateInfoRoleFieldsFragment;
}) {
  const styles = useStyles();
  const canWrite = useCanWrite();
  // The draft keeps the version it started from: a save over it is refused once someone else saved.
  const [draft, setDraft] = useState<{ flags: Flags; version: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<PrivateInfoRoleFieldsFragment> | null>(null);
  const [save, { loading }] = useMutation(SavePrivateInfoSettingDocument, {
    // The answer holds every role; the list query shows it at once.
    update: (cache, { data }) => {
      const settings = data?.savePrivateInfoSetting.privateInfoSettings;
      if (settings)
        cache.writeQuery({
          query: PrivateInfoSettingsDocument,
          variables: { clientId },
          data: { privateInfoSettings: settings },
        });
    },
  });
  const label = isPrivateInfoRole(row.role) ? PRIVATE_INFO_ROLE_LABELS[row.role] : row.role;
  const shown = draft?.flags ?? flagsOf(row);
  const headingId = `private-info-${row.role}`;

  const send = async (version: number, flags: Flags) => {
    setFailure(null);
    try {
      const { data } = await save({ variables: { clientId, role: row.role, version, input: flags } });
      const answer = data?.savePrivateInfoSetting;
      if (!answer?.privateInfoSettings)
        return setFailure(answer?.errors[0]?.message ?? 'The settings could not be saved.');
      setDraft(null);
    } catch (error) {
      const stale = conflictOf<PrivateInfoRoleFieldsFragment>(error);
      if (stale) return setConflict(stale);
      setFailure(errorMessage(error as Error));
    }
  };

  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Text id={headingId} weight="semibold" as="h2" size={400}>
            {label}
          </Text>
        }
        description={
          row.updatedBy && row.version > 0 ? (
            <Text size={200}>Last changed by {row.updatedBy}</Text>
          ) : undefined
        }
      />
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.fields}>
        {PRIVATE_INFO_FIELDS.map(({ key, label: fieldLabel }) => (
          <Checkbox
            key={key}
            label={fieldLabel}
            checked={shown[key]}
            disabled={!canWrite}
            onChange={(_event, data) =>
              setDraft({
                flags: { ...shown, [key]: data.checked === true },
                version: draft?.version ?? row.version,
              })
            }
          />
        ))}
      </div>
      {canWrite && draft && (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={loading}
            onClick={() => void send(draft.version, draft.flags)}
          >
            Save {label}
          </Button>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
        </div>
      )}
      <ConflictDialog
        open={conflict !== null}
        subject={`the private information of ${label}`}
        changedBy={conflict?.changedBy ?? null}
        onReload={() => {
          setConflict(null);
          setDraft(null);
        }}
        onOverwrite={() => {
          const version = conflict?.current.version ?? row.version;
          setConflict(null);
          if (draft) {
            setDraft({ ...draft, version });
            void send(version, draft.flags);
          }
        }}
      />
    </Card>
  );
}
