import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { fieldsToResetAfterFailedUpdate, ruleChanged } from '@fulfil/domain';
import {
  DeleteLeadTimeRuleDocument,
  UpdateLeadTimeRuleDocument,
  type LeadTimeRuleFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { LeadTimeRuleForm, type RuleChoices } from './LeadTimeRuleForm';
import { LeadTimeRulePeople } from './LeadTimeRulePeople';
import { removeLeadTimeRule, storeLeadTimeRule } from './lead-time-rule-cache';
import { emptyAnswer, refusalText } from './refusals';
import { valuesOf, type RuleValues } from './rule-values';

interface LeadTimeRuleEditorProps {
  /** The rule as the cache holds it now, which other admins' changes keep current. */
  row: LeadTimeRuleFieldsFragment;
  choices: RuleChoices | undefined;
  onClose: () => void;
}

/** Edits one rule against its version; Save and Cancel appear once a value differs, delete asks first. */
export function LeadTimeRuleEditor({ row, choices, onClose }: LeadTimeRuleEditorProps) {
  const apollo = useApolloClient();
  const [update] = useMutation(UpdateLeadTimeRuleDocument);
  const [remove] = useMutation(DeleteLeadTimeRuleDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = useVersionedEdit({
    row,
    valuesOf,
    remember: (stored) => storeLeadTimeRule(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({ variables: { id: row.id, version, input: values } });
      const stored = data?.updateLeadTimeRule.rule;
      if (!stored) throw new RefusedError(data?.updateLeadTimeRule.errors ?? []);
      return stored;
    },
    onError: (error) => {
      if (error instanceof RefusedError) {
        const messages = error.refusals.map((refusal) => refusal.message);
        setFailure(refusalText(error.refusals));
        resetFields(messages);
      } else setFailure(errorMessage(error as Error));
    },
    onRestart: () => setFailure(null),
  });

  // Spec 3 section 8: a failed update naming Application Notification, SMS Receipt or the SMS
  // Message Field puts those fields back to their saved values.
  // Called from onError, which runs after a save, once `edit` exists.
  function resetFields(messages: string[]) {
    const fields = fieldsToResetAfterFailedUpdate(messages) as (keyof RuleValues)[];
    if (fields.length === 0) return;
    const saved = valuesOf(edit.base);
    edit.form.onChange({
      ...edit.form.values,
      ...Object.fromEntries(fields.map((field) => [field, saved[field]])),
    });
  }

  const deleteRow = async () => {
    try {
      const { data } = await remove({ variables: { id: row.id } });
      const answer = data?.deleteLeadTimeRule;
      if (!answer?.deletedId) {
        // Spec 3 section 8: the first error message.
        setFailure(answer?.errors[0]?.message ?? emptyAnswer);
        return;
      }
      removeLeadTimeRule(apollo.cache, answer.deletedId);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  const frame = versionedFormProps(edit, {
    onClose,
    changedBy: row.updatedBy,
    subject: `lead time rule ${row.name}`,
    failure,
    deleteLabel: 'Delete rule',
    onDelete: deleteRow,
  });
  return (
    <LeadTimeRuleForm
      {...frame}
      // Cancel restores the original values; the row's own button closes the panel.
      onCancel={edit.restore}
      choices={choices}
      editing
      changed={ruleChanged(valuesOf(edit.base), edit.form.values)}
    >
      <LeadTimeRulePeople leadTimeRuleId={row.id} />
    </LeadTimeRuleForm>
  );
}
