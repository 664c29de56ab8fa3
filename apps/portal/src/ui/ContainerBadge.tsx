import type { ReactElement } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  BeakerRegular,
  CircleRegular,
  DropRegular,
  FireRegular,
  GridRegular,
  SquareRegular,
  TemperatureRegular,
  TriangleRegular,
  WeatherSnowflakeRegular,
} from '@fluentui/react-icons';
import { CONTAINER_COLORS } from '@fulfil/domain';

/** The screen colour of each fixed container colour, by its key. */
const SWATCHES: Record<string, string> = {
  'blood-orange': '#c43e1c',
  carrot: '#e9822e',
  'summer-squash': '#e8b923',
  'granny-smith': '#7aab3c',
  kale: '#3f6b45',
};

/** A picture for each fixed container icon, by its value. */
const ICONS: Record<string, ReactElement> = {
  Ambient: <TemperatureRegular />,
  Cooler: <DropRegular />,
  Freezer: <WeatherSnowflakeRegular />,
  Chemical: <BeakerRegular />,
  'Hot Food': <FireRegular />,
  'Other-Circle': <CircleRegular />,
  'Other-Square': <SquareRegular />,
  'Other-Grid': <GridRegular />,
  'Other-Triangle': <TriangleRegular />,
};

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
  icon: { display: 'inline-flex', fontSize: '16px', color: tokens.colorNeutralForeground2 },
});

/** The swatch of a container colour, decorative beside its name. */
function ColorSwatch({ color }: { color: string }) {
  const styles = useStyles();
  const key = CONTAINER_COLORS.find((c) => c.value === color || c.key === color)?.key ?? '';
  return (
    <span aria-hidden className={styles.swatch} style={{ backgroundColor: SWATCHES[key] ?? 'transparent' }} />
  );
}

/** The picture of a container icon, decorative beside its name. */
function ContainerIcon({ icon }: { icon: string }) {
  const styles = useStyles();
  return (
    <span aria-hidden className={styles.icon}>
      {ICONS[icon]}
    </span>
  );
}

/** A container colour or icon with its picture, as shown in lists and dropdown options. */
export function ContainerLabel({ color, icon, text }: { color?: string; icon?: string; text: string }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {color !== undefined && <ColorSwatch color={color} />}
      {icon !== undefined && <ContainerIcon icon={icon} />}
      {text}
    </span>
  );
}
