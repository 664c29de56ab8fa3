/** Where the image sits in the crop area: its top-left corner and its scale, in crop pixels. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
}

interface Size {
  width: number;
  height: number;
}

/** The scale at which the whole image fits the crop area (small images are enlarged to it). */
export const fitScale = (image: Size, crop: Size) =>
  Math.min(crop.width / image.width, crop.height / image.height);

/** The image fitted and centred: the crop dialog's starting point. */
export function fitted(image: Size, crop: Size): Placement {
  const scale = fitScale(image, crop);
  return {
    scale,
    x: (crop.width - image.width * scale) / 2,
    y: (crop.height - image.height * scale) / 2,
  };
}

/** Zooms to `scale` around the centre of the crop area, so what is in the middle stays there. */
export function zoomed(placement: Placement, scale: number, crop: Size): Placement {
  const cx = crop.width / 2;
  const cy = crop.height / 2;
  const ratio = scale / placement.scale;
  return { scale, x: cx - (cx - placement.x) * ratio, y: cy - (cy - placement.y) * ratio };
}
