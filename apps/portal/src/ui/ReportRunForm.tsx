import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  QUARTERS,
  REPORT_DATE_FORMAT,
  TIME_FRAMES,
  choosesReportStore,
  formatReportDate,
  quarterStartMonth,
  reportRunProblem,
  reportStoreOptions,
  type ReportKind,
  type TimeFrameCode,
} from '@fulfil/domain';
import { ChooserStoresDocument, type ReportRunInput } from '../gql/graphql';
import { useRememberedChoice, type RememberedKey } from '../lib/remembered-choice';
import { useSession } from '../lib/session';
import { SelectField } from './SelectField';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  run: { justifySelf: 'start' },
});

/** What the run form needs of a screen: its kind, its report names and the choices it remembers. */
interface ReportRunFormProps {
  kind: ReportKind;
  clientId: string;
  /** The report names as read: null while they load; `failed` when they could not be read. */
  reportNames: readonly { name: string }[] | null;
  namesFailed: boolean;
  remembered: { store: RememberedKey; report: RememberedKey };
  running: boolean;
  onRun: (run: ReportRunInput, storeName: string) => void;
  /** Told when the choices cannot run, so an earlier run's result is not taken for theirs. */
  onRefused: () => void;
}

/** The quarter picker's start date: the first day of month (quarter id - 1) * 3 of the year. */
const quarterStart = (quarterId: number, year: number) =>
  formatReportDate(new Date(Date.UTC(year, quarterStartMonth(quarterId), 1)));

/**
 * The choices of a report run (spec 3 sections 2, 4 and 6): the store (a chooser with '- All
 * Stores -', and '- Enterprise -' on table reports, for systemAdmin and clientAdmin; the nav store
 * for others), the report, the time frame and its dates as MM-DD-YYYY, Quarter picking a quarter.
 */
export function ReportRunForm({
  kind,
  clientId,
  reportNames: names,
  namesFailed,
  remembered,
  running,
  onRun,
  onRefused,
}: ReportRunFormProps) {
  const styles = useStyles();
  const reportNames = names ?? [];
  const { user, selection } = useSession();
  const chooses = choosesReportStore(user?.role ?? '');
  const { data } = useQuery(ChooserStoresDocument, { variables: { clientId } });
  const stores = data?.stores ?? [];
  const [rememberedStore, setChosenStore] = useRememberedChoice(remembered.store);
  const [rememberedReport, setReportName] = useRememberedChoice(remembered.report);
  const chosenStore = rememberedStore ?? '';
  const reportName = rememberedReport ?? '';
  const [timeFrame, setTimeFrame] = useState<TimeFrameCode | ''>('');
  const [startValue, setStartValue] = useState('');
  const [endValue, setEndValue] = useState('');
  const [quarter, setQuarter] = useState({ id: 1, year: new Date().getUTCFullYear() });
  const [problem, setProblem] = useState<string | null>(null);

  const storeChoices = [
    ...reportStoreOptions(user?.role ?? '', kind).map((option) => ({
      id: option.storeId,
      label: option.name,
    })),
    ...stores.map((store) => ({ id: store.id, label: store.name })),
  ];
  // Others are fixed to the nav store, or to their only store (spec 3 section 6).
  const fixedStore = selection.storeId ?? (stores.length === 1 ? stores[0]!.id : '');
  // A remembered store of another client, or one no longer offered, is no choice.
  const storeId = chooses
    ? storeChoices.some((choice) => String(choice.id) === chosenStore)
      ? chosenStore
      : ''
    : fixedStore;
  const storeName = storeChoices.find((choice) => String(choice.id) === storeId)?.label ?? '';
  const known = reportNames.some((report) => report.name === reportName) ? reportName : '';

  const chooseTimeFrame = (code: string) => {
    setTimeFrame(code as TimeFrameCode | '');
    if (code === 'qq') setStartValue(quarterStart(quarter.id, quarter.year));
  };
  const chooseQuarter = (next: { id: number; year: number }) => {
    setQuarter(next);
    setStartValue(quarterStart(next.id, next.year));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choices = {
      storeId: storeId === '' ? null : Number(storeId),
      reportName: known,
      timeFrame,
      startValue: timeFrame === 'all' ? '0' : startValue,
      endValue: timeFrame === 'rr' ? endValue : '0',
    };
    const why = reportRunProblem(choices);
    setProblem(why);
    if (why || choices.storeId === null || !choices.timeFrame) return onRefused();
    onRun({ ...choices, storeId: choices.storeId, timeFrame: choices.timeFrame, clientId }, storeName);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Report choices">
      {chooses ? (
        <SelectField
          label="Store"
          value={storeId}
          placeholder="Choose a store"
          choices={storeChoices}
          onChange={setChosenStore}
        />
      ) : (
        <Field label="Store">
          <Text>{storeName || 'Choose a store in the navigation bar.'}</Text>
        </Field>
      )}
      <SelectField
        label="Report"
        value={known}
        placeholder={names ? 'Choose a report' : 'Loading reports…'}
        validationMessage={
          namesFailed ? 'The reports could not be read. Reload the page to try again.' : undefined
        }
        choices={reportNames.map((report) => ({ id: report.name, label: report.name }))}
        onChange={setReportName}
      />
      <SelectField
        label="Time frame"
        value={timeFrame}
        placeholder="Choose a time frame"
        choices={TIME_FRAMES.map((frame) => ({ id: frame.inTimeParamId, label: frame.name }))}
        onChange={chooseTimeFrame}
      />
      {timeFrame === 'qq' ? (
        <>
          <SelectField
            label="Quarter"
            value={String(quarter.id)}
            choices={QUARTERS.map((choice) => ({ id: choice.id, label: choice.name }))}
            onChange={(id) => chooseQuarter({ ...quarter, id: Number(id) })}
          />
          <Field label="Year">
            <Input
              type="number"
              value={String(quarter.year)}
              onChange={(_event, input) => chooseQuarter({ ...quarter, year: Number(input.value) })}
            />
          </Field>
        </>
      ) : (
        timeFrame !== 'all' &&
        timeFrame !== '' && (
          <Field label={timeFrame === 'rr' ? 'Start date' : 'Date'} hint={REPORT_DATE_FORMAT}>
            <Input
              value={startValue}
              placeholder={REPORT_DATE_FORMAT}
              onChange={(_e, input) => setStartValue(input.value)}
            />
          </Field>
        )
      )}
      {timeFrame === 'rr' && (
        <Field label="End date" hint={REPORT_DATE_FORMAT}>
          <Input
            value={endValue}
            placeholder={REPORT_DATE_FORMAT}
            onChange={(_e, input) => setEndValue(input.value)}
          />
        </Field>
      )}
      <Field validationMessage={problem} validationMessageIcon={null}>
        <Button className={styles.run} type="submit" appearance="primary" disabled={running}>
          {running ? 'Running…' : 'Run'}
        </Button>
      </Field>
    </form>
  );
}
