import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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
  Slider,
  Text,
  tokens,
} from '@fluentui/react-components';
import { fitted, fitScale, zoomed, type Placement } from './crop-geometry';

/** How far the zoom goes past the fitted size. */
const MAX_ZOOM = 4;
/** Pixels an arrow key moves the image. */
const KEY_STEP = 5;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  canvas: {
    cursor: 'move',
    touchAction: 'none',
    // A checkerboard shows which parts of the PNG stay transparent.
    backgroundImage: `repeating-conic-gradient(${tokens.colorNeutralBackground3} 0% 25%, ${tokens.colorNeutralBackground1} 0% 50%)`,
    backgroundSize: '16px 16px',
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  zoom: { alignSelf: 'stretch' },
});

interface CropDialogProps {
  /** The chosen image, loaded. */
  image: HTMLImageElement;
  /** The logo's size from configuration; the export has exactly this size. */
  size: { width: number; height: number };
  title: string;
  saving: boolean;
  /** The crop as base64 PNG, without the data: prefix. */
  onSave: (imageData: string) => void;
  onCancel: () => void;
}

/** Crops an image to the logo's size: it starts fitted, moves freely and zooms; exported as PNG. */
export function CropDialog({ image, size, title, saving, onSave, onCancel }: CropDialogProps) {
  const styles = useStyles();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [placement, setPlacement] = useState<Placement>(() => fitted(image, size));
  const fit = fitScale(image, size);

  // The canvas is both the preview and the export, so what is seen is what is saved.
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      image,
      placement.x,
      placement.y,
      image.width * placement.scale,
      image.height * placement.scale,
    );
  }, [image, placement, size]);

  const move = (dx: number, dy: number) => setPlacement((at) => ({ ...at, x: at.x + dx, y: at.y + dy }));

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(...step);
  };

  const save = () => {
    const data = canvas.current?.toDataURL('image/png') ?? '';
    onSave(data.slice(data.indexOf(',') + 1));
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              Drag the image, or use the arrow keys, to choose what the {size.width}x{size.height} logo shows.
            </Text>
            <canvas
              ref={canvas}
              className={styles.canvas}
              width={size.width}
              height={size.height}
              tabIndex={0}
              role="img"
              aria-label="Crop area"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onKeyDown={onKeyDown}
            />
            <Field label="Zoom" className={styles.zoom}>
              <Slider
                min={1}
                max={MAX_ZOOM}
                step={0.05}
                value={placement.scale / fit}
                onChange={(_event, data) => setPlacement((at) => zoomed(at, data.value * fit, size))}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPlacement(fitted(image, size))}>Fit</Button>
            <Button appearance="primary" disabled={saving} onClick={save}>
              Save logo
            </Button>
            <Button disabled={saving} onClick={onCancel}>
              Cancel
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
