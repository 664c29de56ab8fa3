import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ASSIGNMENT_RULE_CREATE_ERROR, assignmentRuleProblem } from '@fulfil/domain';
import { CreateAssignmentRuleDocument, type AssignmentRuleFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { FormDialog } from '../../ui/FormDialog';
import { AssignmentRuleForm, draftOf, inputOf, sentInput } from './AssignmentRuleForm';
import { applyRuleList, type RuleScope } from './rule-list-cache';
import type { RuleChoices } from './rule-words';

interface AssignmentRuleCreatorProps {
  open: boolean;
  scope: RuleScope;
  rules: readonly AssignmentRuleFieldsFragment[];
  choices: RuleChoices;
  onClose: () => void;
  /** The order named a rule this tab has not seen: the list is read again. */
  onStale: () => void;
}

const createError = (message: string): Alert => ({ title: ASSIGNMENT_RULE_CREATE_ERROR, message });

/** The new-rule dialog; the server stores the rule last in its list. */
export function AssignmentRuleCreator({
  open,
  scope,
  rules,
  choices,
  onClose,
  onStale,
}: AssignmentRuleCreatorProps) {
  const [draft, setDraft] = useState(() => draftOf(null));
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateAssignmentRuleDocument);

  const close = () => {
    setDraft(draftOf(null));
    onClose();
  };

  const submit = async () => {
    // Spec 3 section 8: 'Create Error' with 'Please insert all the information.', or the bound broken.
    const problem = assignmentRuleProblem(inputOf(draft));
    if (problem) return setAlert(createError(problem));
    try {
      const { data } = await create({
        variables: { clientId: scope.clientId, storeId: scope.storeId, input: sentInput(draft) },
        update: (cache, { data: stored }) => {
          const answer = stored?.createAssignmentRule;
          if (answer?.assignmentRule && answer.listVersion) {
            const rule = answer.assignmentRule;
            if (!applyRuleList(cache, scope, { ...answer, rule, listVersion: answer.listVersion })) onStale();
          }
        },
      });
      const answer = data?.createAssignmentRule;
      if (answer?.assignmentRule) return close();
      // The server's messages joined by commas (spec 3 section 8).
      setAlert(createError(answer?.errors.map((error) => error.message).join(', ') || 'Unknown'));
    } catch (error) {
      setAlert(createError(errorMessage(error as Error)));
    }
  };

  return (
    <FormDialog
      open={open}
      title="New auto-assignment rule"
      submitLabel="Create"
      busy={loading}
      onSubmit={() => void submit()}
      onClose={close}
      overlays={<AlertDialog alert={alert} onClose={() => setAlert(null)} />}
    >
      <AssignmentRuleForm draft={draft} onChange={setDraft} rules={rules} choices={choices} />
    </FormDialog>
  );
}
