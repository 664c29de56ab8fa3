import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  Switch,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import {
  integrationErrors,
  keptAuthOptions,
  newAuthOptionRefusal,
  type AuthOption,
  type IntegrationField,
  type IntegrationFieldError,
} from '@fulfil/domain';
import {
  IntegrationChoicesDocument,
  type IntegrationFieldsFragment,
  type IntegrationInput,
} from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { RowFormProps } from '../../ui/row-list';
import { SelectField } from '../../ui/SelectField';

/** The form's draft: the chosen ids as the selects hold them, '' for none. */
export interface IntegrationValues {
  name: string;
  status: boolean;
  integrationTypeId: string;
  providerId: string;
  authOptions: AuthOption[];
  /** The key/value row being typed, not added yet; Save takes it too, so typing is never lost. */
  pending: AuthOption;
}

const EMPTY_ROW: AuthOption = { key: '', value: '' };

export function valuesOf(integration: IntegrationFieldsFragment | null): IntegrationValues {
  return {
    name: integration?.name ?? '',
    // New integrations are active (spec 2, Integration: default active).
    status: integration?.status ?? true,
    integrationTypeId: integration?.provider.integrationType.id ?? '',
    providerId: integration?.provider.id ?? '',
    authOptions: integration?.authOptions.map(({ key, value }) => ({ key, value })) ?? [],
    pending: EMPTY_ROW,
  };
}

/** The authentication rows Save sends: the added ones and the one typed but not added. */
const authOptionsOf = (values: IntegrationValues) => keptAuthOptions([...values.authOptions, values.pending]);

/** The spec's refusals of the draft, before anything is sent. */
export const draftErrors = (values: IntegrationValues): IntegrationFieldError[] =>
  integrationErrors({
    ...values,
    // A half-typed row is refused like a half-filled added one.
    authOptions: [...values.authOptions, values.pending],
    integrationTypeId: values.integrationTypeId ? Number(values.integrationTypeId) : null,
    providerId: values.providerId ? Number(values.providerId) : null,
  });

export const inputOf = (values: IntegrationValues): IntegrationInput => ({
  name: values.name,
  status: values.status,
  integrationTypeId: values.integrationTypeId || null,
  providerId: values.providerId || null,
  authOptions: authOptionsOf(values),
});

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Saved rows and the row being added line up: key, value, then the row's button.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 6rem',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  remove: { justifySelf: 'start' },
  reveal: { alignSelf: 'flex-start' },
});

/** Name, status, type, provider (of the chosen type) and the authentication key/value rows. */
export function IntegrationForm(props: RowFormProps<IntegrationValues, IntegrationFieldsFragment>) {
  const { values, onChange, refusals } = props;
  const styles = useStyles();
  // The page reads the types and providers, and says when it cannot.
  const { data: choices } = useQuery(IntegrationChoicesDocument, { fetchPolicy: 'cache-only' });
  const adding = values.pending;
  // Values are hidden from onlookers, but shown on request so they can be checked before saving.
  const [revealed, setRevealed] = useState(false);
  const valueType = revealed ? 'text' : 'password';
  // The Add button's refusal, about the row as it was then: typing again clears it.
  const [addRefusal, setAddRefusal] = useState<string>();
  const setAdding = (pending: AuthOption) => {
    setAddRefusal(undefined);
    set({ pending });
  };
  const errorOf = (field: IntegrationField) => refusals.find((refusal) => refusal.field === field)?.message;
  const set = (change: Partial<IntegrationValues>) => onChange({ ...values, ...change });
  const setRow = (index: number, change: Partial<AuthOption>) =>
    set({ authOptions: values.authOptions.map((row, at) => (at === index ? { ...row, ...change } : row)) });

  const providers = (choices?.integrationProviders ?? []).filter(
    (provider) => provider.integrationType.id === values.integrationTypeId,
  );

  const addRow = () => {
    const refusal = newAuthOptionRefusal(adding);
    setAddRefusal(refusal ?? undefined);
    if (refusal) return;
    set({ authOptions: [...values.authOptions, adding], pending: EMPTY_ROW });
  };

  return (
    <DetailForm
      label="Integration"
      {...props.frame}
      onSubmit={() => {
        setAddRefusal(undefined);
        props.frame.onSubmit();
      }}
    >
      <Field label="Name" required validationMessage={errorOf('name')}>
        <Input value={values.name} onChange={(_event, data) => set({ name: data.value })} />
      </Field>
      <Switch
        label={values.status ? 'Active' : 'Inactive'}
        checked={values.status}
        onChange={(_event, data) => set({ status: data.checked })}
      />
      <SelectField
        label="Integration type"
        required
        value={values.integrationTypeId}
        placeholder="Choose a type"
        choices={(choices?.integrationTypes ?? []).map((type) => ({ id: type.id, label: type.name }))}
        // Providers belong to one type, so a new type clears the provider.
        onChange={(integrationTypeId) => set({ integrationTypeId, providerId: '' })}
        validationMessage={errorOf('integrationTypeId')}
      />
      <SelectField
        label="Provider"
        required
        value={values.providerId}
        placeholder={values.integrationTypeId ? 'Choose a provider' : 'Choose a type first'}
        disabled={!values.integrationTypeId}
        choices={providers.map((provider) => ({ id: provider.id, label: provider.name }))}
        onChange={(providerId) => set({ providerId })}
        validationMessage={errorOf('providerId')}
      />
      <Field label="Authentication options" required validationMessage={errorOf('authOptions')}>
        <div className={styles.rows}>
          <ToggleButton
            className={styles.reveal}
            size="small"
            appearance="subtle"
            checked={revealed}
            icon={revealed ? <EyeOffRegular /> : <EyeRegular />}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? 'Hide values' : 'Show values'}
          </ToggleButton>
          {values.authOptions.length === 0 && <Text size={200}>No authentication options yet.</Text>}
          {values.authOptions.map((row, index) => (
            <div className={styles.row} key={index}>
              <Input
                aria-label={`Key ${index + 1}`}
                value={row.key}
                onChange={(_event, data) => setRow(index, { key: data.value })}
              />
              <Input
                aria-label={`Value ${index + 1}`}
                type={valueType}
                value={row.value}
                onChange={(_event, data) => setRow(index, { value: data.value })}
              />
              <Button
                aria-label={`Remove ${row.key || `option ${index + 1}`}`}
                icon={<DeleteRegular />}
                appearance="subtle"
                className={styles.remove}
                onClick={() => set({ authOptions: values.authOptions.filter((_row, at) => at !== index) })}
              />
            </div>
          ))}
        </div>
      </Field>
      <Field validationMessage={addRefusal}>
        <div className={styles.row}>
          <Input
            aria-label="New key"
            placeholder="Key"
            value={adding.key}
            onChange={(_event, data) => setAdding({ ...adding, key: data.value })}
          />
          <Input
            aria-label="New value"
            placeholder="Value"
            type={valueType}
            value={adding.value}
            onChange={(_event, data) => setAdding({ ...adding, value: data.value })}
          />
          <Button icon={<AddRegular />} onClick={addRow}>
            Add
          </Button>
        </div>
      </Field>
    </DetailForm>
  );
}
