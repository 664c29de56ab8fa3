import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  deliveryWindowTitle,
  jsonStatistics,
  jsonToHtml,
  parseViewerJson,
  type JsonStatistics,
  type JsonValue,
} from '@fulfil/domain';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { openHtmlWindow } from '../../ui/open-window';
import { SafeHtml } from '../../ui/SafeHtml';
import { DeliveryDates, type DateRange } from './DeliveryDates';
import { useDeliveries } from './use-deliveries';

/** The output's look in its own window; in the page the same rules come from the output's class. */
const WINDOW_STYLE =
  'body{font-family:monospace;margin:1.5em}ul{list-style:none;margin:0;padding-left:1.25em}summary{cursor:pointer}' +
  '.json-key{font-weight:600}.json-string{color:#0b6a0b}.json-number{color:#8a3707}' +
  '.json-boolean,.json-null{color:#5c2e91}';

const STATISTICS: [keyof JsonStatistics, string][] = [
  ['objects', 'Objects'],
  ['arrays', 'Arrays'],
  ['properties', 'Properties'],
  ['strings', 'Strings'],
  ['numbers', 'Numbers'],
  ['booleans', 'Booleans'],
  ['nulls', 'Nulls'],
  ['depth', 'Depth'],
];

const useStyles = makeStyles({
  viewer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  json: { fontFamily: tokens.fontFamilyMonospace },
  output: {
    '& ul': { listStyleType: 'none', margin: 0, paddingLeft: '1.25em' },
    '& summary': { cursor: 'pointer' },
    '& .json-key': { fontWeight: tokens.fontWeightSemibold },
    '& .json-string': { color: tokens.colorPaletteGreenForeground1 },
    '& .json-number': { color: tokens.colorPaletteDarkOrangeForeground1 },
    '& .json-boolean, & .json-null': { color: tokens.colorPaletteBerryForeground1 },
    fontFamily: tokens.fontFamilyMonospace,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    overflowX: 'auto',
  },
  pair: { display: 'contents' },
  statistics: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content',
    columnGap: tokens.spacingHorizontalL,
  },
});

interface Processed {
  value: JsonValue;
  html: string;
}

/**
 * The delivery report viewer (spec 3 sections 2 and 4): JSON typed, pasted or loaded for a range of
 * days is processed into nested lists that expand and collapse, with statistics and a help overlay.
 */
export function JsonViewer({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const readDeliveries = useDeliveries(storeId);
  const output = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [processed, setProcessed] = useState<Processed | null>(null);
  const [showStatistics, setShowStatistics] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);

  const process = (json = text) => {
    const parsed = parseViewerJson(json);
    if ('error' in parsed) {
      setProcessed(null);
      setAlert({ title: 'Invalid JSON', message: parsed.error });
      return;
    }
    setProcessed({ value: parsed.value, html: jsonToHtml(parsed.value) });
  };

  const load = async () => {
    setLoading(true);
    try {
      const { problem, orders } = await readDeliveries(range);
      setRangeProblem(problem);
      if (problem) return;
      const json = JSON.stringify(
        orders.map(({ __typename, ...order }) => order),
        null,
        2,
      );
      setText(json);
      process(json);
    } catch (error) {
      setAlert({ title: 'Error', message: error instanceof Error ? error.message : 'Unknown' });
    } finally {
      setLoading(false);
    }
  };

  const expandAll = (open: boolean) =>
    output.current?.querySelectorAll('details').forEach((details) => {
      details.open = open;
    });

  const statistics = processed && jsonStatistics(processed.value);
  return (
    <div className={styles.viewer}>
      <DeliveryDates range={range} onChange={setRange} problem={rangeProblem} />
      <div className={styles.tools}>
        <Button disabled={loading} onClick={() => void load()}>
          {loading ? 'Loading…' : 'Load Deliveries'}
        </Button>
        <Button onClick={() => setHelpOpen(true)}>Help</Button>
      </div>
      <Field label="Delivery JSON">
        <Textarea
          className={styles.json}
          resize="vertical"
          rows={10}
          value={text}
          onChange={(_event, data) => setText(data.value)}
        />
      </Field>
      <div className={styles.tools}>
        <Button appearance="primary" onClick={() => process()}>
          Process
        </Button>
        <Switch
          label="Statistics"
          checked={showStatistics}
          onChange={(_event, data) => setShowStatistics(data.checked)}
        />
        <Button disabled={!processed} onClick={() => expandAll(true)}>
          Expand All
        </Button>
        <Button disabled={!processed} onClick={() => expandAll(false)}>
          Collapse All
        </Button>
        <Button
          disabled={!processed}
          onClick={() =>
            processed &&
            openHtmlWindow(
              `<style>${WINDOW_STYLE}</style>${processed.html}`,
              deliveryWindowTitle(processed.value),
            )
          }
        >
          Open in New Window
        </Button>
      </div>
      {showStatistics && statistics && (
        <dl className={styles.statistics} aria-label="Statistics">
          {STATISTICS.map(([key, label]) => (
            <div key={key} className={styles.pair}>
              <dt>{label}</dt>
              <dd>{statistics[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {processed && (
        <section aria-label="Processed delivery" className={styles.output} ref={output}>
          <SafeHtml html={processed.html} />
        </section>
      )}
      <Dialog open={helpOpen} onOpenChange={(_event, data) => setHelpOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Delivery report viewer</DialogTitle>
            <DialogContent>
              <p>
                Paste the JSON of a delivery into the box, or choose a from and to date and load the
                store&apos;s deliveries of those days. Process shows it as nested lists: open or close a level
                with its arrow, or all of them with Expand All and Collapse All.
              </p>
              <p>
                Statistics counts what the JSON holds. Open in New Window shows the output in a window titled
                with the delivery&apos;s order id.
              </p>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setHelpOpen(false)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
