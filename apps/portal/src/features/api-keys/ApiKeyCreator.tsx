import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { API_KEY_ROLES, apiKeyErrors, ROLE_NAMES, type ApiKeyFieldError } from '@fulfil/domain';
import { CreateApiKeyDocument } from '../../gql/graphql';
import { errorMessage, refusalsOf, RefusedError } from '../../lib/errors';
import { DetailForm } from '../../ui/DetailForm';
import { FailureNotice } from '../../ui/FailureNotice';
import { SelectField } from '../../ui/SelectField';
import { storeApiKey } from './api-key-cache';

const useStyles = makeStyles({
  stores: { display: 'flex', flexDirection: 'column' },
  secret: { fontFamily: tokens.fontFamilyMonospace },
  reveal: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface ApiKeyCreatorProps {
  clientId: string;
  stores: readonly { id: string; name: string }[];
  onCreated: (id: string) => void;
  onCancel: () => void;
}

interface Values {
  name: string;
  role: string;
  storeIds: string[];
}

/**
 * The new-key form. The key itself is answered once: it is shown in a dialog to copy, and the new
 * key's row opens when the dialog closes.
 */
export function ApiKeyCreator({ clientId, stores, onCreated, onCancel }: ApiKeyCreatorProps) {
  const styles = useStyles();
  const [values, setValues] = useState<Values>({ name: '', role: 'clientAdmin', storeIds: [] });
  const [errors, setErrors] = useState<readonly { field?: string | null; message: string }[]>([]);
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyDocument, {
    update: (cache, { data }) => {
      if (data?.createApiKey.apiKey) storeApiKey(cache, data.createApiKey.apiKey);
    },
  });
  const storeManager = values.role === 'storeManager';
  const fieldError = (field: ApiKeyFieldError['field']) => errors.find((e) => e.field === field)?.message;
  const formError = errors.filter((e) => !e.field).map((e) => e.message)[0] ?? null;

  const submit = async () => {
    const input = { ...values, storeIds: storeManager ? values.storeIds : [] };
    const checked = apiKeyErrors({ ...input, storeIds: input.storeIds.map(Number) });
    setErrors(checked);
    if (checked.length > 0) return;
    try {
      const { data } = await create({ variables: { clientId, input } });
      const answer = data?.createApiKey;
      if (!answer?.apiKey || !answer.secret) throw new RefusedError(answer?.errors ?? []);
      setCreated({ id: answer.apiKey.id, secret: answer.secret });
    } catch (error) {
      setErrors(
        error instanceof RefusedError ? refusalsOf(error) : [{ message: errorMessage(error as Error) }],
      );
    }
  };

  const toggleStore = (storeId: string, chosen: boolean) =>
    setValues({
      ...values,
      storeIds: chosen ? [...values.storeIds, storeId] : values.storeIds.filter((id) => id !== storeId),
    });

  return (
    <>
      <DetailForm
        label="New API key"
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={loading}
        notice={<FailureNotice failure={formError} />}
      >
        <Field
          label="Name"
          required
          hint="What the key is for, e.g. the system that uses it."
          validationMessage={fieldError('name')}
        >
          <Input
            value={values.name}
            onChange={(_event, data) => setValues({ ...values, name: data.value })}
          />
        </Field>
        <SelectField
          label="Acts as"
          required
          value={values.role}
          choices={API_KEY_ROLES.map((role) => ({ id: role, label: ROLE_NAMES[role] }))}
          onChange={(role) => setValues({ ...values, role })}
          validationMessage={fieldError('role')}
          hint={
            storeManager
              ? 'The key reads and changes the chosen stores only.'
              : 'The key reads and changes the whole client.'
          }
        />
        {storeManager && (
          <Field label="Stores" hint="At least one." validationMessage={fieldError('storeIds')}>
            <div className={styles.stores} role="group" aria-label="Stores">
              {stores.map((store) => (
                <Checkbox
                  key={store.id}
                  label={store.name}
                  checked={values.storeIds.includes(store.id)}
                  onChange={(_event, data) => toggleStore(store.id, data.checked === true)}
                />
              ))}
            </div>
          </Field>
        )}
      </DetailForm>
      <SecretDialog secret={created?.secret ?? null} onClose={() => created && onCreated(created.id)} />
    </>
  );
}

/** Shows a new key once, to copy; it cannot be shown again. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog modalType="alert" open={secret !== null}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Copy the new key now</DialogTitle>
          <DialogContent className={styles.reveal}>
            This is the only time the key is shown. Keep it where the system that uses it can read it; anyone
            holding it acts for this client until the key is revoked.
            <Field
              label="API key"
              validationState={copied ? 'success' : 'none'}
              validationMessage={copied ? 'Copied.' : undefined}
            >
              <Input
                className={styles.secret}
                readOnly
                value={secret ?? ''}
                onFocus={(event) => event.target.select()}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button icon={<CopyRegular />} onClick={() => void copy()}>
              Copy
            </Button>
            <Button appearance="primary" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
