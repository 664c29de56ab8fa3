import type { ReactNode } from 'react';
import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  ALERT_COLORS,
  chooseCustomerSmsType,
  chooseOrderStatus,
  conditionOptions,
  ORDER_STATUSES,
  orderTypeForced,
  orderTypeOptions,
  RULE_TYPE,
  ruleTypeOptions,
  SMS_TYPE,
  toggleAppNotify,
  toggleCustomerSms,
  togglePrintOnLabel,
  togglePrintZplLabel,
  toggleUpdateOrderStatus,
  type RuleChange,
} from '@fulfil/domain';
import type { LeadTimeRulesQuery } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import { TagsField } from './TagsField';
import { pickKey, pickOf, type RuleValues } from './rule-values';

export type RuleChoices = LeadTimeRulesQuery['leadTimeRuleEditorChoices'];

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

const ALL = 'all';
const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

interface Choice {
  value: string;
  text: string;
}

interface ChoiceFieldProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChoose: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  hint?: string;
}

/** A dropdown of fixed choices, its value one of theirs. */
function ChoiceField({ label, choices, value, onChoose, placeholder, disabled, hint }: ChoiceFieldProps) {
  return (
    <Field label={label} hint={hint}>
      <Dropdown
        placeholder={placeholder ?? `Choose ${label.toLowerCase()}`}
        disabled={disabled}
        value={choices.find((choice) => choice.value === value)?.text ?? ''}
        selectedOptions={value === null ? [] : [value]}
        onOptionSelect={(_event, data) => data.optionValue !== undefined && onChoose(data.optionValue)}
      >
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

const idChoices = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), text: item.name }));
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

interface LeadTimeRuleFormProps {
  values: RuleValues;
  onChange: (values: RuleValues) => void;
  choices: RuleChoices | undefined;
  /** The type is fixed once the rule exists (spec 3: delete and recreate). */
  editing: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Save and Cancel only while a value differs from the original. */
  changed: boolean;
  notice?: ReactNode;
  extraActions?: ReactNode;
  children?: ReactNode;
}

/** Every field of a lead time rule, with the toggles' resets of spec 3 section 4. */
export function LeadTimeRuleForm(props: LeadTimeRuleFormProps) {
  const styles = useStyles();
  const { values, choices, editing } = props;
  const change = (next: RuleChange | Partial<RuleValues>) =>
    props.onChange({ ...values, ...(next as Partial<RuleValues>) });
  const type = values.leadTimeRuleTypeId;
  const partnerStatuses = choices?.partnerStatuses ?? null;
  const orderTypeChoices = [{ value: ALL, text: 'All Orders' }, ...idChoices(orderTypeOptions(type))];
  const conditions = idChoices(conditionOptions(type));
  const statuses = idChoices(ORDER_STATUSES);
  const orderType = (
    <ChoiceField
      label="Order type"
      choices={orderTypeChoices}
      value={text(values.orderTypeId) ?? ALL}
      disabled={orderTypeForced(values.orderStatusId)}
      hint={
        orderTypeForced(values.orderStatusId) ? 'Out For Delivery orders are Delivery orders.' : undefined
      }
      onChoose={(value) => change({ orderTypeId: value === ALL ? null : Number(value) })}
    />
  );

  return (
    <DetailForm
      label="Lead time rule"
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      saving={props.saving}
      notice={props.notice}
      extraActions={props.extraActions}
      hideSaveAndCancel={!props.changed}
    >
      <Field label="Name" required>
        <Input value={values.name ?? ''} onChange={(_event, data) => change({ name: data.value })} />
      </Field>
      <Field label="Description">
        <Textarea
          value={values.description ?? ''}
          onChange={(_event, data) => change({ description: data.value })}
        />
      </Field>
      <Field label="Minutes from promise time" required>
        <Input
          type="number"
          min={1}
          value={text(values.minutesFromPromiseTime) ?? ''}
          onChange={(_event, data) => change({ minutesFromPromiseTime: numberOrNull(data.value) })}
        />
      </Field>
      <ChoiceField
        label="Alert colour"
        choices={ALERT_COLORS.map((color) => ({
          value: color,
          text: color[0]!.toUpperCase() + color.slice(1),
        }))}
        value={values.alertColor}
        onChoose={(alertColor) => change({ alertColor })}
      />
      <ChoiceField
        label="Rule type"
        placeholder="Choose a rule type"
        choices={idChoices(
          ruleTypeOptions(partnerStatuses !== null || type === RULE_TYPE.storeDeliveryStatus),
        )}
        value={text(type)}
        disabled={editing}
        hint={editing ? 'The type cannot be changed: delete the rule and create it again.' : undefined}
        onChoose={(value) => change({ leadTimeRuleTypeId: Number(value) })}
      />

      {type === RULE_TYPE.itemCategory && (
        <div className={styles.group}>
          <TagsField
            label="Item categories"
            tags={values.itemCategoryTags ?? []}
            onChange={(itemCategoryTags) => change({ itemCategoryTags })}
          />
          <TagsField label="UPCs" tags={values.upcTags ?? []} onChange={(upcTags) => change({ upcTags })} />
          <TagsField label="SKUs" tags={values.skuTags ?? []} onChange={(skuTags) => change({ skuTags })} />
          <Field label="Sections and shelves" hint="Prepared-items sections and shelves of the store.">
            <Dropdown
              multiselect
              placeholder="Choose sections and shelves"
              value={`${values.sectionIdShelfIds?.length ?? 0} chosen`}
              selectedOptions={(values.sectionIdShelfIds ?? []).map(pickKey)}
              onOptionSelect={(_event, data) =>
                change({ sectionIdShelfIds: data.selectedOptions.map(pickOf) })
              }
            >
              {(choices?.sectionShelves ?? []).map((place) => {
                const key = pickKey({
                  sectionId: String(place.sectionId),
                  shelfId: place.shelfId === null ? null : String(place.shelfId),
                });
                return (
                  <Option key={key} value={key}>
                    {place.shelfName
                      ? `${place.sectionName} – ${place.shelfName}`
                      : `${place.sectionName} (whole section)`}
                  </Option>
                );
              })}
            </Dropdown>
          </Field>
        </div>
      )}
      {type === RULE_TYPE.orderStatus && (
        <div className={styles.group}>
          <ChoiceField
            label="Order status"
            choices={statuses}
            value={text(values.orderStatusId)}
            onChoose={(value) => change(chooseOrderStatus(Number(value)))}
          />
          <ChoiceField
            label="Condition"
            choices={conditions}
            value={text(values.orderStatusConditionId)}
            onChoose={(value) => change({ orderStatusConditionId: Number(value) })}
          />
          {orderType}
        </div>
      )}
      {(type === RULE_TYPE.sameDayOrders || type === RULE_TYPE.userPercentComplete) && (
        <div className={styles.group}>
          {orderType}
          {type === RULE_TYPE.userPercentComplete && (
            <Field label="Order completion percent">
              <Input
                type="number"
                min={0}
                max={100}
                value={text(values.orderCompletionPercent) ?? ''}
                onChange={(_event, data) => change({ orderCompletionPercent: numberOrNull(data.value) })}
              />
            </Field>
          )}
        </div>
      )}
      {type === RULE_TYPE.customOrderType && (
        <div className={styles.group}>
          <ChoiceField
            label="Custom order type"
            placeholder={
              choices?.orderSubTypes.length ? 'Choose a custom order type' : 'There are no custom order types'
            }
            choices={(choices?.orderSubTypes ?? []).map((subType) => ({
              value: String(subType.orderSubTypeId),
              text: subType.name,
            }))}
            value={values.customOrderTypeId ?? null}
            onChoose={(customOrderTypeId) => change({ customOrderTypeId })}
          />
          <ChoiceField
            label="Condition"
            choices={conditions}
            value={text(values.customOrderTypeConditionId)}
            onChoose={(value) => change({ customOrderTypeConditionId: Number(value) })}
          />
        </div>
      )}
      {type === RULE_TYPE.storeDeliveryStatus && (
        <div className={styles.group}>
          <ChoiceField
            label="Delivery partner status"
            choices={(partnerStatuses ?? []).map((status) => ({ value: status, text: status }))}
            value={values.storeDeliveryPartnerStatus}
            onChoose={(storeDeliveryPartnerStatus) => change({ storeDeliveryPartnerStatus })}
          />
          <ChoiceField
            label="Condition"
            choices={conditions}
            value={text(values.storeDeliveryPartnerStatusConditionId)}
            onChoose={(value) => change({ storeDeliveryPartnerStatusConditionId: Number(value) })}
          />
          {orderType}
        </div>
      )}

      <div className={styles.group}>
        <TagsField
          label="Email recipients"
          tags={values.emailAddressTags ?? []}
          onChange={(emailAddressTags) => change({ emailAddressTags })}
        />
        <TagsField
          label="SMS recipients"
          tags={values.smsRecipientTags ?? []}
          onChange={(smsRecipientTags) => change({ smsRecipientTags })}
        />
        <Field label="SMS message">
          <Textarea
            value={values.smsMessage ?? ''}
            onChange={(_event, data) => change({ smsMessage: data.value })}
          />
        </Field>
        <Switch
          label="Application notification"
          checked={values.sendToAppNotify ?? false}
          onChange={(_event, data) =>
            change(toggleAppNotify(data.checked, { smsRecipientTags: values.smsRecipientTags ?? [] }))
          }
        />
      </div>

      <div className={styles.group}>
        <Switch
          label="Print on label"
          checked={values.printOnLabel ?? false}
          onChange={(_event, data) => change(togglePrintOnLabel(data.checked))}
        />
        {values.printOnLabel && (
          <Field label="Value to print" required>
            <Input
              value={values.valueToPrint ?? ''}
              onChange={(_event, data) => change({ valueToPrint: data.value })}
            />
          </Field>
        )}
        <Switch
          label="Print ZPL label"
          checked={values.printZplLabel ?? false}
          onChange={(_event, data) => change(togglePrintZplLabel(data.checked))}
        />
        {values.printZplLabel && (
          <>
            <Field label="ZPL label template" required>
              <Textarea
                value={values.zplLabelTemplate ?? ''}
                onChange={(_event, data) => change({ zplLabelTemplate: data.value })}
              />
            </Field>
            <Field label="Label quantity" required>
              <Input
                type="number"
                min={1}
                value={text(values.printLabelQuantity) ?? ''}
                onChange={(_event, data) => change({ printLabelQuantity: numberOrNull(data.value) })}
              />
            </Field>
          </>
        )}
      </div>

      <div className={styles.group}>
        <Switch
          label="Send customer SMS"
          checked={values.sendCustomerSMS ?? false}
          onChange={(_event, data) => change(toggleCustomerSms(data.checked))}
        />
        {values.sendCustomerSMS && (
          <>
            <Field label="Customer message">
              <RadioGroup
                layout="horizontal"
                value={String(values.customerSMSType ?? SMS_TYPE.custom)}
                onChange={(_event, data) => change(chooseCustomerSmsType(Number(data.value)))}
              >
                <Radio value={String(SMS_TYPE.custom)} label="Custom message" />
                <Radio value={String(SMS_TYPE.template)} label="Template" />
              </RadioGroup>
            </Field>
            {values.customerSMSType === SMS_TYPE.template ? (
              <ChoiceField
                label="Text message template"
                placeholder="Choose a template"
                choices={(choices?.templates ?? []).map((template) => ({
                  value: String(template.textMessageTemplateId),
                  text: template.name,
                }))}
                value={values.textMessageTemplateId ? String(values.textMessageTemplateId) : null}
                onChoose={(value) => change({ textMessageTemplateId: Number(value) })}
              />
            ) : (
              <Field label="Custom customer message" required>
                <Textarea
                  value={values.customCustomerSMS ?? ''}
                  onChange={(_event, data) => change({ customCustomerSMS: data.value })}
                />
              </Field>
            )}
          </>
        )}
      </div>

      <div className={styles.group}>
        <Switch
          label="Update order status"
          checked={values.updateNewOrderStatus ?? false}
          onChange={(_event, data) => change(toggleUpdateOrderStatus(data.checked))}
        />
        {values.updateNewOrderStatus && (
          <ChoiceField
            label="New order status"
            choices={statuses}
            value={text(values.newOrderStatusId)}
            onChoose={(value) => change({ newOrderStatusId: Number(value) })}
          />
        )}
      </div>
      {props.children}
    </DetailForm>
  );
}
