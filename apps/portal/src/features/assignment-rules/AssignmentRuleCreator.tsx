import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { ASSIGNMENT_RULE_CREATE_ERROR, assignmentRuleProblem } from '@fulfil/domain';
import { CreateAssignmentRuleDocument, type AssignmentRuleFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
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
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>New auto-assignment rule</DialogTitle>
            <DialogContent>
              <AssignmentRuleForm draft={draft} onChange={setDraft} rules={rules} choices={choices} />
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                disabled={loading}
                icon={loading ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                Create
              </Button>
              <Button disabled={loading} onClick={close}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {/* Nested in the dialog, so that closing the alert returns to the form. */}
        <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      </DialogSurface>
    </Dialog>
  );
}
