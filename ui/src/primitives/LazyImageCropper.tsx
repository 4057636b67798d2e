import { lazy, Suspense } from 'react';
import type { ImageCropperProps } from './ImageCropper';
import { Spinner } from './Spinner';

const ImageCropper = lazy(() => import('./ImageCropper'));

/** The image picker with 16:9 crop, fetched only when rendered (react-easy-crop stays out of first loads). */
export function LazyImageCropper(props: ImageCropperProps) {
  return (
    <Suspense fallback={<Spinner label="Carregando o editor de imagem..." />}>
      <ImageCropper {...props} />
    </Suspense>
  );
}
