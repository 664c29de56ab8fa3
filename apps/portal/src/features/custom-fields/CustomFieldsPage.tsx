import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { CUSTOM_FIELD_ASSIGNMENTS, CUSTOM_FIELD_MESSAGES } from '@fulfil/domain';
import { CustomFieldsDocument, type CustomFieldFieldsFragment } from '../../gql/graphql';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { CustomFieldCreator } from './CustomFieldCreator';
import { CustomFieldEditor } from './CustomFieldEditor';
import type { Notice } from './notice';
import { useCustomFieldEvents } from './use-custom-field-events';

const assignmentName = (assignment: number) =>
  CUSTOM_FIELD_ASSIGNMENTS.find(({ id }) => id === assignment)?.name ?? String(assignment);

const columns: ListColumn<CustomFieldFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (field) => field.name },
  { key: 'sourceKey', label: 'Source key', value: (field) => field.sourceKey },
  { key: 'dataType', label: 'Data type', value: (field) => field.dataType },
  { key: 'assignment', label: 'Assignment', value: (field) => assignmentName(field.assignment) },
];

function CustomFields({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, loading, error, refetch } = useQuery(CustomFieldsDocument, { variables: { clientId } });
  useCustomFieldEvents(clientId);

  const fields = data?.customFields ?? [];
  const open = fields.find((field) => field.id === panel.openId);

  return (
    <Page
      title="Custom fields"
      actions={<NewButton label="New custom field" onClick={panel.startCreating} />}
    >
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label="Dismiss"
                icon={<DismissRegular />}
                onClick={() => setNotice(null)}
              />
            }
          />
        </MessageBar>
      )}
      <ListWithDetail
        label="Custom fields"
        items={fields}
        loading={loading}
        error={error}
        errorText={CUSTOM_FIELD_MESSAGES.fetchFailed}
        onRetry={() => void refetch()}
        getId={(field) => field.id}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText="No custom fields yet."
        {...detailPanel({
          noun: 'custom field',
          creator: null,
          editor: open
            ? {
                title: open.name,
                form: (
                  <CustomFieldEditor key={open.id} field={open} onClose={panel.close} onNotice={setNotice} />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
      <CustomFieldCreator
        clientId={clientId}
        open={panel.creating}
        onClose={panel.close}
        onNotice={setNotice}
      />
    </Page>
  );
}

/** /client/customfields: the chosen client's custom fields. */
export const CustomFieldsPage = forChosenClient(CustomFields);
