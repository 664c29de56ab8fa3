import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { newZoneRefusal, ZONE_MESSAGES } from '@fulfil/domain';
import { CreateZoneDocument, type ZoneFormChoicesQuery } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeZone } from './zone-cache';
import { inputOf, valuesOf, ZoneForm } from './ZoneForm';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

const useStyles = makeStyles({
  sections: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface ZoneCreatorProps {
  storeId: string;
  choices: ZoneFormChoicesQuery | undefined;
  onCreated: (zoneId: string) => void;
  onCancel: () => void;
}

/** The create form: name, food safety type and the sections the zone starts with. */
export function ZoneCreator({ storeId, choices, onCreated, onCancel }: ZoneCreatorProps) {
  const styles = useStyles();
  const [values, setValues] = useState(() => valuesOf(null));
  const [sectionIds, setSectionIds] = useState<string[]>([]);
  useUnsavedDraft({ values, sectionIds });
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateZoneDocument, {
    update: (cache, { data }) => {
      const created = data?.createZone.zone;
      if (created) storeZone(cache, created);
    },
  });

  const submit = async () => {
    const refusal = newZoneRefusal(sectionIds);
    if (refusal) {
      setAlert({ title: ZONE_MESSAGES.createErrorTitle, message: refusal });
      return;
    }
    try {
      const { data } = await create({ variables: { storeId, input: inputOf(values), sectionIds } });
      const created = data?.createZone.zone;
      if (!created) throw new RefusedError(data?.createZone.errors ?? []);
      onCreated(created.zoneId);
    } catch (error) {
      setAlert({ title: ZONE_MESSAGES.createErrorTitle, message: errorMessage(error as Error) });
    }
  };

  const include = (sectionId: string, included: boolean) =>
    setSectionIds((current) =>
      included ? [...current, sectionId] : current.filter((id) => id !== sectionId),
    );

  return (
    <>
      <ZoneForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={loading}
        foodSafetyTypes={choices?.foodSafetyTypes ?? []}
      >
        <Field label="Sections" hint="At least one section.">
          <div className={styles.sections} role="group" aria-label="Sections">
            {(choices?.sections ?? []).map((section) => (
              <Checkbox
                key={section.id}
                label={section.name}
                checked={sectionIds.includes(section.id)}
                onChange={(_event, data) => include(section.id, data.checked === true)}
              />
            ))}
          </div>
        </Field>
      </ZoneForm>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
