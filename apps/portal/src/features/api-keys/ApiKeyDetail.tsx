import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ROLE_NAMES, isRole } from '@fulfil/domain';
import { RevokeApiKeyDocument, type ApiKeyFieldsFragment } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FailureNotice } from '../../ui/FailureNotice';
import { storeApiKey } from './api-key-cache';
import { when } from './when';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export const roleName = (role: string) => (isRole(role) ? ROLE_NAMES[role] : role);

interface ApiKeyDetailProps {
  apiKey: ApiKeyFieldsFragment;
  storeNames: string;
  onClose: () => void;
}

/** One key as stored, with Revoke while it works. */
export function ApiKeyDetail({ apiKey, storeNames, onClose }: ApiKeyDetailProps) {
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(RevokeApiKeyDocument, {
    update: (cache, { data }) => {
      if (data?.revokeApiKey.apiKey) storeApiKey(cache, data.revokeApiKey.apiKey);
    },
  });

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await revoke({ variables: { id: apiKey.id } });
      if (!data?.revokeApiKey.apiKey) throw new RefusedError(data?.revokeApiKey.errors ?? []);
    } catch (error) {
      setFailure(errorMessage(error as Error));
    } finally {
      setAsking(false);
    }
  };

  const facts: [string, string][] = [
    ['Key', `${apiKey.keyStart}…`],
    ['Acts as', roleName(apiKey.role)],
    ['Stores', storeNames],
    ['Created', `${when(apiKey.createdAt)} by ${apiKey.createdBy}`],
    ['Last used', apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : 'Never'],
  ];
  return (
    <div className={styles.detail}>
      <FailureNotice failure={failure} />
      {apiKey.revokedAt && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Revoked {when(apiKey.revokedAt)} by {apiKey.revokedBy}. Calls with this key are refused.
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {!apiKey.revokedAt && (
          <Button appearance="primary" onClick={() => setAsking(true)}>
            Revoke
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Revoke ${apiKey.name}?`}
        message="Every call with this key is refused from now on, and its open connections close. This cannot be undone."
        confirmLabel="Revoke the key"
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
