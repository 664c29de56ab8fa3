import { useState } from 'react';
import { Field, Input, Textarea } from '@fluentui/react-components';
import {
  chooseProviderType,
  DELIVERY_MESSAGES,
  DELIVERY_PROVIDER_TYPES,
  deliveryProviderType,
  isValidNotificationEmailList,
  isValidNotificationMinutes,
  MAX_NOTIFICATION_MINUTES,
  NOTIFICATION_TYPES,
  type DeliverySettings,
} from '@fulfil/domain';
import { DetailForm } from '../../../ui/DetailForm';
import { SelectField } from '../../../ui/SelectField';
import { endpointPlaceholder } from './endpoint-placeholders';

const PROVIDER_CHOICES = DELIVERY_PROVIDER_TYPES.map((type) => ({ id: type.providerId, label: type.name }));

const ON_RECEIPT = 1;

/** The refusal of a notification e-mail list, or undefined; an empty list is allowed. */
export const notificationEmailRefusal = (email: string) =>
  email.trim() === '' || isValidNotificationEmailList(email)
    ? undefined
    : DELIVERY_MESSAGES.invalidNotificationEmail;

interface DeliveryFormProps {
  values: DeliverySettings;
  onChange: (values: DeliverySettings) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Whether the settings differ from the saved ones; Save waits for a change. */
  changed: boolean;
  notice?: React.ReactNode;
}

/** The delivery provider settings of a store: type, notification, endpoint and notification e-mail. */
export function DeliveryForm({
  values,
  onChange,
  onSubmit,
  onCancel,
  saving,
  changed,
  notice,
}: DeliveryFormProps) {
  const [emailChecked, setEmailChecked] = useState(false);
  const set = (patch: Partial<DeliverySettings>) => onChange({ ...values, ...patch });
  const type = deliveryProviderType(values.providerId);
  const notificationChoices = NOTIFICATION_TYPES.filter((notification) =>
    type?.notificationTypeIds.includes(notification.notificationTypeId),
  ).map((notification) => ({ id: notification.notificationTypeId, label: notification.name }));
  const emailRefusal = emailChecked ? notificationEmailRefusal(values.notificationEmail) : undefined;
  const minutesValid = isValidNotificationMinutes(values.notificationMinutesBeforePromiseTime);

  const submit = () => {
    setEmailChecked(true);
    if (!type || !minutesValid || notificationEmailRefusal(values.notificationEmail)) return;
    onSubmit();
  };

  return (
    <DetailForm
      label="Delivery provider"
      onSubmit={submit}
      onCancel={() => {
        setEmailChecked(false);
        onCancel();
      }}
      saving={saving}
      readOnly={!changed}
      notice={notice}
    >
      <SelectField
        label="Provider type"
        required
        value={values.providerId ? String(values.providerId) : ''}
        placeholder="Choose a provider"
        choices={PROVIDER_CHOICES}
        onChange={(value) => onChange(chooseProviderType(values, Number(value)))}
      />
      <SelectField
        label="Notification type"
        value={values.notificationTypeId ? String(values.notificationTypeId) : ''}
        choices={notificationChoices}
        disabled={!type}
        onChange={(value) => set({ notificationTypeId: Number(value) })}
      />
      <Field
        label="Minutes before promise time"
        hint={
          values.notificationTypeId === ON_RECEIPT
            ? 'On Receipt notifies when the order is placed.'
            : `0 to ${MAX_NOTIFICATION_MINUTES} (one week).`
        }
        validationMessage={minutesValid ? undefined : DELIVERY_MESSAGES.unknownSaveError}
      >
        <Input
          type="number"
          min={0}
          max={MAX_NOTIFICATION_MINUTES}
          value={String(values.notificationMinutesBeforePromiseTime)}
          disabled={!type || values.notificationTypeId === ON_RECEIPT}
          onChange={(_event, data) =>
            set({ notificationMinutesBeforePromiseTime: Math.max(0, Number(data.value) || 0) })
          }
        />
      </Field>
      <Field label="Endpoint URL">
        <Input
          value={values.providerEndpointUri}
          placeholder={endpointPlaceholder(values.providerId)}
          disabled={!type}
          onChange={(_event, data) => set({ providerEndpointUri: data.value })}
        />
      </Field>
      <Field label="Authentication" hint="The key or token the provider issued.">
        <Input
          value={values.providerEndpointAuthInfo}
          disabled={!type}
          onChange={(_event, data) => set({ providerEndpointAuthInfo: data.value })}
        />
      </Field>
      <Field
        label="Notification email"
        hint="One or more addresses separated by commas."
        validationMessage={emailRefusal}
      >
        <Textarea
          value={values.notificationEmail}
          disabled={!type}
          resize="vertical"
          onChange={(_event, data) => set({ notificationEmail: data.value })}
          onBlur={() => setEmailChecked(true)}
        />
      </Field>
    </DetailForm>
  );
}
