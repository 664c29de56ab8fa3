import { useId, type ChangeEvent } from 'react';
import { Field, Input, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ICON_IMAGE_TYPES, readIcon } from '@fulfil/domain';
import type { CustomOrderTypeFieldsFragment } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { RowFormProps } from '../../ui/row-list';

/** The draft: the icon is a newly chosen one (base64 and the type read from its bytes), or none to keep the stored one. */
export interface CustomOrderTypeValues {
  name: string;
  sourceKey: string;
  icon: { base64: string; type: string } | null;
  /** Why the chosen file cannot be the icon. */
  iconRefusal: string | null;
}

export const valuesOf = (row: CustomOrderTypeFieldsFragment | null): CustomOrderTypeValues => ({
  name: row?.name ?? '',
  sourceKey: row?.sourceKey ?? '',
  icon: null,
  iconRefusal: null,
});

const useStyles = makeStyles({
  icon: { width: '32px', height: '32px', objectFit: 'contain' },
  iconRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** An icon as an img shows it: only ever a data: URL of a raster type read from the bytes. */
export function IconImage({ url, label }: { url: string | null | undefined; label: string }) {
  const styles = useStyles();
  return url ? <img className={styles.icon} src={url} alt={label} /> : <Text size={200}>No icon</Text>;
}

/** The chosen file as base64, its type read from its bytes (the browser's claimed type is not used). */
function readChosenFile(file: File): Promise<Pick<CustomOrderTypeValues, 'icon' | 'iconRefusal'>> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const read = readIcon(String(reader.result));
      resolve(
        'refusal' in read ? { icon: null, iconRefusal: read.refusal } : { icon: read, iconRefusal: null },
      );
    };
    reader.readAsDataURL(file);
  });
}

/** A custom order type's name, source key and icon. */
export function CustomOrderTypeForm({
  values,
  onChange,
  frame,
  original,
}: RowFormProps<CustomOrderTypeValues, CustomOrderTypeFieldsFragment>) {
  const styles = useStyles();
  const fileId = useId();
  const shown = values.icon ? `data:${values.icon.type};base64,${values.icon.base64}` : original?.iconUrl;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange({ ...values, ...(await readChosenFile(file)) });
  };
  return (
    <DetailForm label="Custom order type" {...frame}>
      <Field label="Name" required>
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field label="Source key" required>
        <Input
          value={values.sourceKey}
          onChange={(_event, data) => onChange({ ...values, sourceKey: data.value })}
        />
      </Field>
      <Label htmlFor={fileId} required={!original}>
        Icon
      </Label>
      <div className={styles.iconRow}>
        <IconImage url={shown} label="Icon preview" />
        <input
          id={fileId}
          type="file"
          accept={ICON_IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
        />
      </div>
      <Text size={200}>{values.iconRefusal ?? 'A PNG, JPEG, GIF or WebP image of at most 256 KB.'}</Text>
    </DetailForm>
  );
}
