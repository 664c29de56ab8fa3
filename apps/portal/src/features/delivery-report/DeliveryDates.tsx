import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  dates: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
});

export interface DateRange {
  from: string;
  to: string;
}

/** The from and to dates of the viewer and the report: the browser's own date pickers. */
export function DeliveryDates({
  range,
  onChange,
  problem,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  problem?: string | null;
}) {
  const styles = useStyles();
  return (
    <div className={styles.dates}>
      <Field label="From date" required validationMessage={problem ?? undefined}>
        <Input
          type="date"
          value={range.from}
          onChange={(_event, data) => onChange({ ...range, from: data.value })}
        />
      </Field>
      <Field label="To date" required>
        <Input
          type="date"
          value={range.to}
          onChange={(_event, data) => onChange({ ...range, to: data.value })}
        />
      </Field>
    </div>
  );
}
