import { useId } from 'react';
import { Field, Input, Label, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { HelpItemFieldsFragment, HelpItemInput } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { RowFormProps } from '../../ui/row-list';
import { SafeHtml } from '../../ui/SafeHtml';

export const valuesOf = (item: HelpItemFieldsFragment | null): HelpItemInput => ({
  upcList: item?.upcList ?? '',
  helpHTML: item?.helpHTML ?? '',
});

const useStyles = makeStyles({
  html: { fontFamily: tokens.fontFamilyMonospace, minHeight: '140px' },
  preview: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** A help item's UPC list and HTML, with the HTML previewed as shoppers will see it. */
export function HelpItemForm({
  values,
  onChange,
  frame,
}: RowFormProps<HelpItemInput, HelpItemFieldsFragment>) {
  const styles = useStyles();
  const previewId = useId();
  return (
    <DetailForm label="Help item" {...frame}>
      <Field label="UPC list" hint="The UPCs this help is for, separated by commas.">
        <Input
          value={values.upcList}
          onChange={(_event, data) => onChange({ ...values, upcList: data.value })}
        />
      </Field>
      <Field label="Help HTML">
        <Textarea
          className={styles.html}
          value={values.helpHTML}
          onChange={(_event, data) => onChange({ ...values, helpHTML: data.value })}
        />
      </Field>
      <Label id={previewId}>Preview</Label>
      <section aria-labelledby={previewId} className={styles.preview}>
        <SafeHtml html={values.helpHTML} />
      </section>
    </DetailForm>
  );
}
