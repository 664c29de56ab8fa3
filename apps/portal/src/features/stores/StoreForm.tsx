import type { ReactNode } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { timeZoneLabel, timeZoneOfStore, US_STATES, type TimeZone } from '@fulfil/domain';
import type { StoreFieldsFragment, StoreInput, StoreType, UserError } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import { SelectField } from '../../ui/SelectField';
import { STORE_TYPE_CHOICES } from './store-types';

const STATE_CHOICES = US_STATES.map((state) => ({
  id: state.abbreviation,
  label: `${state.name} (${state.abbreviation})`,
}));

export interface StoreValues {
  name: string;
  storeType: StoreType | '';
  parentStoreId: string;
  storeSourceKey: string;
  location: string;
  stateProvince: string;
  /** The time zone's abbreviation, as the select shows it. */
  timeZone: string;
}

export function valuesOf(
  store: StoreFieldsFragment | null,
  defaultZone: TimeZone | undefined,
  zones: readonly TimeZone[],
): StoreValues {
  return {
    name: store?.name ?? '',
    storeType: store?.storeType ?? '',
    parentStoreId: store?.parentStoreId ?? '',
    storeSourceKey: store?.storeSourceKey ?? '',
    location: store?.location ?? '',
    stateProvince: store?.stateProvince ?? '',
    timeZone:
      (store ? timeZoneOfStore(zones, store.timeZoneName)?.abbreviation : defaultZone?.abbreviation) ?? '',
  };
}

/** The values as the API takes them; a parent store only for a spoke. */
export function inputOf(values: StoreValues): StoreInput {
  return {
    name: values.name.trim(),
    storeType: values.storeType || null,
    parentStoreId: values.storeType === 'SPOKE' ? values.parentStoreId || null : null,
    storeSourceKey: values.storeSourceKey.trim() || null,
    location: values.location.trim() || null,
    stateProvince: values.stateProvince || null,
    timeZoneName: values.timeZone || null,
  };
}

interface StoreFormProps {
  values: StoreValues;
  onChange: (values: StoreValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The client's hubs, offered as a spoke's parent store. */
  hubs: readonly { id: string; name: string }[];
  /** The time zones in the order the spec lists them. */
  timeZones: readonly TimeZone[];
  errors: readonly Pick<UserError, 'field' | 'message'>[];
  /** Set while the type differs from the stored one: restores the stored type and parent. */
  onCancelTypeChange?: () => void;
  /** Fields after the store's own, e.g. what to copy from another store. */
  children?: ReactNode;
  notice?: ReactNode;
  extraActions?: ReactNode;
}

/** The store's fields; the caller owns the values so it can restore them on Cancel or Reload. */
export function StoreForm(props: StoreFormProps) {
  const { values, onChange, errors } = props;
  const set = (change: Partial<StoreValues>) => onChange({ ...values, ...change });
  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;
  const formErrors = errors.filter((e) => e.field !== 'storeType');
  return (
    <DetailForm
      label="Store"
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      saving={props.saving}
      notice={props.notice}
      extraActions={props.extraActions}
    >
      {formErrors.length > 0 && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {formErrors.map((e) => (
              <div key={`${e.field}:${e.message}`}>{e.message}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label="Name" required>
        <Input value={values.name} onChange={(_event, data) => set({ name: data.value })} />
      </Field>
      <SelectField
        label="Store type"
        required
        value={values.storeType}
        placeholder="Choose a store type"
        choices={STORE_TYPE_CHOICES}
        validationMessage={fieldError('storeType')}
        onChange={(value) => set({ storeType: value as StoreType | '', parentStoreId: '' })}
      />
      {props.onCancelTypeChange && (
        <Button appearance="secondary" onClick={props.onCancelTypeChange}>
          Cancel type change
        </Button>
      )}
      {values.storeType === 'SPOKE' && (
        <SelectField
          label="Parent store"
          required
          value={values.parentStoreId}
          placeholder="Choose a hub"
          choices={props.hubs.map((hub) => ({ id: hub.id, label: hub.name }))}
          onChange={(value) => set({ parentStoreId: value })}
        />
      )}
      <Field label="Store source key">
        <Input
          value={values.storeSourceKey}
          onChange={(_event, data) => set({ storeSourceKey: data.value })}
        />
      </Field>
      <Field label="Location">
        <Input value={values.location} onChange={(_event, data) => set({ location: data.value })} />
      </Field>
      <SelectField
        label="State"
        value={values.stateProvince}
        placeholder="Choose a state"
        choices={STATE_CHOICES}
        onChange={(value) => set({ stateProvince: value })}
      />
      <SelectField
        label="Time zone"
        value={values.timeZone}
        choices={props.timeZones.map((zone) => ({ id: zone.abbreviation, label: timeZoneLabel(zone) }))}
        onChange={(value) => set({ timeZone: value })}
      />
      {props.children}
    </DetailForm>
  );
}
