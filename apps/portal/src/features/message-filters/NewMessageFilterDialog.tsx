import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { MAX_MESSAGE_FILTER_WORD, messageFilterWordRefusal } from '@fulfil/domain';
import { CreateMessageFilterDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';

interface NewMessageFilterDialogProps {
  clientId: string;
  open: boolean;
  onClose: (created?: string) => void;
}

/** Filters a new word: checked as typed with the API's own rule, and refused by it when already filtered. */
export function NewMessageFilterDialog({ clientId, open, onClose }: NewMessageFilterDialogProps) {
  const [word, setWord] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateMessageFilterDocument);
  const close = (created?: string) => {
    setWord('');
    setRefusal(null);
    onClose(created);
  };
  const submit = async () => {
    const invalid = messageFilterWordRefusal(word);
    if (invalid) return setRefusal(invalid);
    try {
      const { data } = await create({ variables: { clientId, word: word.trim() } });
      const answer = data?.createMessageFilter;
      if (answer?.messageFilter) return close(answer.messageFilter.word);
      setRefusal(answer?.errors[0]?.message ?? 'The word could not be filtered.');
    } catch (error) {
      setRefusal(errorMessage(error as Error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>New message filter</DialogTitle>
            <DialogContent>
              <Field
                label="Word"
                required
                validationState={refusal ? 'error' : 'none'}
                validationMessage={refusal ?? `At most ${MAX_MESSAGE_FILTER_WORD} characters.`}
              >
                <Input
                  value={word}
                  maxLength={MAX_MESSAGE_FILTER_WORD * 2}
                  onChange={(_event, data) => setWord(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => close()}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={loading}>
                Create
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
