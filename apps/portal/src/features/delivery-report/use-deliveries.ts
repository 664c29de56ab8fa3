import { useApolloClient } from '@apollo/client/react';
import { deliveryRangeInstants, deliveryRangeProblem } from '@fulfil/domain';
import { DeliveryReportOrdersDocument } from '../../gql/graphql';
import type { DateRange } from './DeliveryDates';

/** Reads the store's deliveries of whole days from..to, of one person when given; a refused range is the problem's text. */
export function useDeliveries(storeId: string) {
  const apollo = useApolloClient();
  return async (range: DateRange, userId: string | null = null) => {
    const problem = deliveryRangeProblem(range.from, range.to);
    if (problem) return { problem, orders: [] };
    const { from, to } = deliveryRangeInstants(range.from, range.to);
    const { data } = await apollo.query({
      query: DeliveryReportOrdersDocument,
      variables: { storeId, from: from.toISOString(), to: to.toISOString(), userId },
      fetchPolicy: 'network-only',
    });
    return { problem: null, orders: data?.deliveryOrders ?? [] };
  };
}
