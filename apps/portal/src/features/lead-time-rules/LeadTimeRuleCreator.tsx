import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateLeadTimeRuleDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useUnsavedDraft } from '../../lib/unsaved-changes';
import { FailureNotice } from '../../ui/FailureNotice';
import { LeadTimeRuleForm, type RuleChoices } from './LeadTimeRuleForm';
import { storeLeadTimeRule } from './lead-time-rule-cache';
import { emptyAnswer, refusalText } from './refusals';
import { valuesOf } from './rule-values';

interface LeadTimeRuleCreatorProps {
  storeId: string;
  choices: RuleChoices | undefined;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The create form; the server puts the new rule last (sequenceId = list length + 1). */
export function LeadTimeRuleCreator({ storeId, choices, onCreated, onCancel }: LeadTimeRuleCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedDraft(values);
  const [create, { loading }] = useMutation(CreateLeadTimeRuleDocument, {
    update: (cache, { data }) => {
      const created = data?.createLeadTimeRule.rule;
      if (created) storeLeadTimeRule(cache, created);
    },
  });

  const submit = async () => {
    try {
      const { data } = await create({ variables: { storeId, input: values } });
      const answer = data?.createLeadTimeRule;
      if (answer?.rule) onCreated(answer.rule.id);
      else setFailure(answer ? refusalText(answer.errors) : emptyAnswer);
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  return (
    <LeadTimeRuleForm
      values={values}
      onChange={setValues}
      choices={choices}
      editing={false}
      changed
      onSubmit={() => void submit()}
      onCancel={onCancel}
      saving={loading}
      notice={<FailureNotice failure={failure} />}
    />
  );
}
