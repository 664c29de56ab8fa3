import { useId, useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Label,
  makeStyles,
  SearchBox,
  Text,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';

export interface ChooserOption {
  id: string;
  name: string;
}

interface ChooserDialogProps {
  /** What is chosen, e.g. "Client". */
  label: string;
  /** Plural for the search box, e.g. "clients". */
  plural: string;
  selectedId: string | null;
  options: readonly ChooserOption[];
  loading: boolean;
  onSelect: (id: string) => void;
  onClear: () => void;
}

const useStyles = makeStyles({
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { color: 'inherit' },
  trigger: { minWidth: '160px', justifyContent: 'space-between' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    marginTop: tokens.spacingVerticalM,
    maxHeight: '50vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
  option: { width: '100%', justifyContent: 'flex-start' },
  search: { width: '100%', maxWidth: 'none' },
});

/**
 * A chooser as the shell shows it: a button with the chosen name ("(Choose)" when empty, "(Loading)"
 * while loading) that opens a modal with a search box and the options; arrow keys move in the list.
 */
export function ChooserDialog(props: ChooserDialogProps) {
  const { label, plural, selectedId, options, loading, onSelect, onClear } = props;
  const styles = useStyles();
  const labelId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const arrowNavigation = useArrowNavigationGroup({ axis: 'vertical', circular: true });

  const selected = options.find((o) => o.id === selectedId);
  const shown = loading ? '(Loading)' : (selected?.name ?? '(Choose)');
  const matches = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text ? options.filter((o) => o.name.toLowerCase().includes(text)) : options;
  }, [options, search]);

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const choose = (id: string) => {
    close();
    onSelect(id);
  };

  return (
    <div className={styles.field}>
      <Label id={labelId} className={styles.label}>
        {label}
      </Label>
      <Dialog open={open} onOpenChange={(_event, data) => (data.open ? setOpen(true) : close())}>
        <Button
          id={buttonId}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-haspopup="dialog"
          className={styles.trigger}
          icon={<ChevronDownRegular />}
          iconPosition="after"
          onClick={() => setOpen(true)}
        >
          {shown}
        </Button>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Choose a {label.toLowerCase()}</DialogTitle>
            <DialogContent>
              <SearchBox
                className={styles.search}
                aria-label={`Search ${plural}`}
                placeholder={`Search ${plural}`}
                value={search}
                onChange={(_event, data) => setSearch(data.value)}
                onKeyDown={(event) => {
                  // Enter picks the only (or first) match, so a person can type and confirm.
                  if (event.key === 'Enter' && matches[0]) choose(matches[0].id);
                }}
              />
              {matches.length === 0 ? (
                <Text as="p">{loading ? 'Loading…' : `No ${plural} match.`}</Text>
              ) : (
                <ul className={styles.list} aria-label={`${label} options`} {...arrowNavigation}>
                  {matches.map((option) => (
                    <li key={option.id}>
                      <Button
                        appearance={option.id === selectedId ? 'secondary' : 'subtle'}
                        aria-current={option.id === selectedId ? 'true' : undefined}
                        className={styles.option}
                        onClick={() => choose(option.id)}
                      >
                        {option.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </DialogContent>
            <DialogActions>
              {selectedId && (
                <Button
                  onClick={() => {
                    close();
                    onClear();
                  }}
                >
                  Clear {label.toLowerCase()}
                </Button>
              )}
              <Button appearance="secondary" onClick={close}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
