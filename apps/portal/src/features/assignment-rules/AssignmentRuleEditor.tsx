import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { assignmentRuleProblem } from '@fulfil/domain';
import {
  DeleteAssignmentRuleDocument,
  UpdateAssignmentRuleDocument,
  type AssignmentRuleFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { DetailForm } from '../../ui/DetailForm';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { AssignmentRuleForm, draftOf, inputOf, sentInput } from './AssignmentRuleForm';
import { applyRuleList, storeRule, type RuleScope } from './rule-list-cache';
import type { RuleChoices } from './rule-words';

interface AssignmentRuleEditorProps {
  scope: RuleScope;
  /** The rule as the cache holds it now, which other admins' changes keep current. */
  row: AssignmentRuleFieldsFragment;
  /** Its name in the list, e.g. "rule 2 (Rank by Order Value)". */
  subject: string;
  rules: readonly AssignmentRuleFieldsFragment[];
  choices: RuleChoices;
  onClose: () => void;
  onStale: () => void;
}

/** Edits one rule against its version, beside the list; delete asks first. */
export function AssignmentRuleEditor(props: AssignmentRuleEditorProps) {
  const { scope, row, subject, rules, choices, onClose, onStale } = props;
  const apollo = useApolloClient();
  const [update] = useMutation(UpdateAssignmentRuleDocument);
  const [remove] = useMutation(DeleteAssignmentRuleDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = useVersionedEdit({
    row,
    valuesOf: draftOf,
    remember: (stored) => storeRule(apollo.cache, stored),
    store: async (version, draft) => {
      const problem = assignmentRuleProblem(inputOf(draft));
      if (problem) throw new RefusedError([{ message: problem }]);
      const { data } = await update({ variables: { id: row.id, version, input: sentInput(draft) } });
      const stored = data?.updateAssignmentRule.assignmentRule;
      if (!stored) throw new RefusedError(data?.updateAssignmentRule.errors ?? []);
      return stored;
    },
    onError: (error) => setFailure(errorMessage(error as Error)),
    onRestart: () => setFailure(null),
  });

  const deleteRow = async () => {
    try {
      const { data } = await remove({ variables: { id: row.id } });
      const answer = data?.deleteAssignmentRule;
      if (!answer?.listVersion) {
        setFailure(answer?.errors.map((error) => error.message).join('\n') || 'Unknown');
        return;
      }
      if (!applyRuleList(apollo.cache, scope, { ...answer, listVersion: answer.listVersion })) onStale();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  const frame = versionedFormProps(edit, {
    onClose,
    changedBy: row.updatedBy,
    subject,
    failure,
    deleteLabel: 'Delete rule',
    onDelete: deleteRow,
  });
  const { values, onChange, ...form } = frame;
  return (
    <DetailForm label={`Edit ${subject}`} {...form}>
      <AssignmentRuleForm draft={values} onChange={onChange} rules={rules} choices={choices} editing={row} />
    </DetailForm>
  );
}
