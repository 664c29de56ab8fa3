import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useApolloClient } from '@apollo/client/react';
import { REPORT_MESSAGES } from '@fulfil/domain';
import { TableReportRowsDocument, type ReportRunInput } from '../../gql/graphql';
import type { ReportOutcome } from '../../ui/report-run';

type Cell = string | number | null;

/** A table report as its rows arrive: those received so far, and how many the whole report has. */
export interface ArrivingTable {
  columns: string[];
  rows: Cell[][];
  rowCount: number;
  /** Whether every row has arrived, so the table may be exported. */
  complete: boolean;
}

/**
 * Runs a table report through the tableReportRows subscription, so the first slice of rows shows
 * at once and the rest are added as they arrive. A failed run or an unsuccessful answer says 'There
 * was an Error getting the report data!'; a report without rows says there is no data. A new run
 * ends the one before it. Nothing is cached: each run reads the orders as they are now.
 */
export function useReportRows(): [ReportOutcome<ArrivingTable>, (run: ReportRunInput) => void, () => void] {
  const apollo = useApolloClient();
  const [outcome, setOutcome] = useState<ReportOutcome<ArrivingTable>>({ state: 'idle' });
  const running = useRef<{ unsubscribe(): void } | null>(null);
  const stop = () => {
    running.current?.unsubscribe();
    running.current = null;
  };
  useEffect(() => stop, []);

  const run = (variables: ReportRunInput) => {
    stop();
    setOutcome({ state: 'running' });
    let rows: Cell[][] = [];
    const fail = () => {
      stop();
      setOutcome({ state: 'failed', message: REPORT_MESSAGES.failed });
    };
    running.current = apollo
      .subscribe({ query: TableReportRowsDocument, variables: { run: variables }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: ({ data, error }) => {
          const slice = data?.tableReportRows;
          if (error || !slice?.isSuccess) return fail();
          if (slice.rowCount === 0) {
            stop();
            return setOutcome({ state: 'empty', message: REPORT_MESSAGES.noData });
          }
          // A slice at offset 0 starts afresh: the socket reconnected and the run began again.
          rows = slice.offset === 0 ? slice.rows : rows.concat(slice.rows);
          const complete = rows.length >= slice.rowCount;
          if (complete) running.current = null;
          const shown = { columns: slice.columns, rows, rowCount: slice.rowCount, complete };
          // The later slices reach the page moments after the first, and a render left to React's
          // scheduler waits behind the parsing of them all: the first is drawn before that work.
          if (slice.offset === 0) flushSync(() => setOutcome({ state: 'shown', shown }));
          else setOutcome({ state: 'shown', shown });
        },
        error: fail,
      });
  };
  return [
    outcome,
    run,
    () => {
      stop();
      setOutcome({ state: 'idle' });
    },
  ];
}
