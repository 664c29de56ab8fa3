import { useQuery } from '@apollo/client/react';
import { BuildingRegular } from '@fluentui/react-icons';
import { selectClient } from '@fulfil/domain';
import { ChooserClientsDocument } from '../../gql/graphql';
import { useRequestedPage } from '../../lib/requested-page';
import { ChoicePage } from '../../ui/ChoicePage';
import { useApplyChoice } from '../../ui/Choosers';

/** Where a client page is opened before a client is chosen (a client admin whose choice was forgotten). */
export function SelectAClientPage() {
  const apply = useApplyChoice();
  const requested = useRequestedPage('client');
  const { data, loading, error } = useQuery(ChooserClientsDocument);
  return (
    <ChoicePage
      title="Select a client"
      intro="Choose a client to see its dashboard and settings."
      reason={requested.reason}
      listLabel="Your clients"
      emptyText="There is no client for you to choose."
      icon={<BuildingRegular />}
      options={data?.clients ?? []}
      loading={loading && !data}
      failed={!!error}
      onChoose={(clientId) => apply(requested.onward(selectClient(clientId)))}
    />
  );
}
