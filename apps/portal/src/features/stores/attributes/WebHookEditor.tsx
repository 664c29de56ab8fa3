import { useState } from 'react';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { addWebHook, removeWebHook, type WebHook, type WebHookModalMode } from '@fulfil/domain';

const useStyles = makeStyles({
  entry: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column' },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  none: { color: tokens.colorNeutralForeground3 },
  refusal: { color: tokens.colorPaletteRedForeground1 },
});

interface WebHookEditorProps {
  /** 'i' while the attribute is new, 'u' for a saved one. */
  mode: WebHookModalMode;
  hooks: readonly WebHook[];
  onChange: (hooks: WebHook[]) => void;
}

/** The entries of a WebHookUrl attribute: add a name and url, select or remove entries. */
export function WebHookEditor({ mode, hooks, onChange }: WebHookEditorProps) {
  const styles = useStyles();
  const [entry, setEntry] = useState<WebHook>({ name: '', url: '' });
  const [refusal, setRefusal] = useState<string>();
  const [selected, setSelected] = useState<number | null>(null);

  const add = () => {
    const result = addWebHook(hooks, entry);
    if ('refusal' in result) {
      setRefusal(result.refusal);
      return;
    }
    setRefusal(undefined);
    onChange(result.hooks);
    setSelected(result.hooks.length - 1);
    setEntry({ name: '', url: '' });
  };

  const remove = (index: number) => {
    const result = removeWebHook(hooks, index, selected);
    onChange(result.hooks);
    setSelected(result.selected);
  };

  return (
    <>
      <section aria-label="Web hooks">
        {hooks.length === 0 ? (
          <Text className={styles.none}>
            {mode === 'i' ? 'Add the first web hook below.' : 'No web hooks.'}
          </Text>
        ) : (
          <ul className={styles.list}>
            {hooks.map((hook, index) => (
              <li key={`${hook.name} ${hook.url}`} className={styles.entry}>
                <Button
                  appearance={selected === index ? 'primary' : 'subtle'}
                  aria-pressed={selected === index}
                  onClick={() => setSelected(index)}
                >
                  {hook.name}: {hook.url}
                </Button>
                <Button size="small" aria-label={`Remove ${hook.name}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.add}>
        <Field label="Web hook name">
          <Input value={entry.name} onChange={(_event, data) => setEntry({ ...entry, name: data.value })} />
        </Field>
        <Field label="Web hook url">
          <Input value={entry.url} onChange={(_event, data) => setEntry({ ...entry, url: data.value })} />
        </Field>
        <Button onClick={add}>Add web hook</Button>
      </div>
      {refusal && (
        <Text role="alert" className={styles.refusal}>
          {refusal}
        </Text>
      )}
    </>
  );
}
