/** A crop rectangle in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The output size for a crop: the crop's own size, scaled down to at most `maxWidth` wide. */
export function outputSize(area: PixelArea, maxWidth = 1280): { width: number; height: number } {
  const scale = area.width > maxWidth ? maxWidth / area.width : 1;
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/**
 * The area react-easy-crop's frame shows before any move or zoom (crop {0, 0}, zoom 1, the
 * picture contained): the largest `aspect` rectangle in the middle of the picture, rounded as the
 * frame rounds it, so a picture taken without 'Recortar' is the one 'Recortar' would give.
 */
export function defaultCropArea(
  image: { width: number; height: number },
  aspect: number,
): PixelArea {
  const { width, height } = image;
  const clamp = (max: number, value: number) => Math.round(Math.min(max, Math.max(0, value)));
  if (width >= height * aspect) {
    const cropWidth = Math.round(height * aspect);
    return {
      x: clamp(width - cropWidth, (width - height * aspect) / 2),
      y: 0,
      width: cropWidth,
      height,
    };
  }
  const cropHeight = Math.round(width / aspect);
  return {
    x: 0,
    y: clamp(height - cropHeight, (height - width / aspect) / 2),
    width,
    height: cropHeight,
  };
}

/** A picture's own size in pixels. */
export async function imageSize(src: string): Promise<{ width: number; height: number }> {
  const image = await loadImage(src);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Não foi possível ler a imagem.'));
    image.src = src;
  });
}

/** Draws the cropped part of an image into a JPEG file. */
export async function cropToFile(
  src: string,
  area: PixelArea,
  fileName: string,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<File> {
  const image = await loadImage(src);
  const { width, height } = outputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Não foi possível recortar a imagem.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('Não foi possível recortar a imagem.');
  const base = fileName.replace(/\.[^.]+$/, '');
  return new File([blob], `${base}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}
