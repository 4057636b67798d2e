import { useCallback, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import styled from 'styled-components';
import { Button } from './Button';
import { cropToFile } from './cropImage';
import { FieldError, FieldLabel } from './Field';

/** The news image ratio. */
export const NEWS_IMAGE_ASPECT = 16 / 9;

export const IMAGE_REQUIRED_MESSAGE = 'Por favor, selecione uma imagem';
export const FILE_READER_UNSUPPORTED_MESSAGE = 'Desculpe, arquivo não suportado pela api';

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 22rem;
  background: #222;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  .reactEasyCrop_CropArea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  input[type='range'] {
    flex: 1;
    min-width: 10rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 32rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

export interface CroppedImage {
  file: File;
  /** An object URL for showing it; revoked when replaced or unmounted. */
  previewUrl: string;
}

export interface ImageCropperProps {
  label: string;
  /** Called with the cropped image, or null when the choice is cleared. */
  onChange: (image: CroppedImage | null) => void;
  /** An image already saved (editing), shown until another is chosen. */
  currentUrl?: string;
  aspect?: number;
  error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Image picker with a fixed-ratio crop (16:9 by default, react-easy-crop): choose an image, move it
 * (drag or arrow keys), zoom (slider or wheel), then 'Recortar'. Heavy: load it through
 * LazyImageCropper so it never lands in an app's first chunk.
 */
export function ImageCropper({
  label,
  onChange,
  currentUrl,
  aspect = NEWS_IMAGE_ASPECT,
  error,
}: ImageCropperProps) {
  const inputId = useId();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setProblem(IMAGE_REQUIRED_MESSAGE);
      return;
    }
    if (typeof FileReader === 'undefined') {
      setProblem(FILE_READER_UNSUPPORTED_MESSAGE);
      return;
    }
    setProblem(null);
    try {
      setSource({ url: await readAsDataUrl(file), name: file.name });
    } catch {
      // The browser could not read it: the same message as a missing reader.
      setProblem(FILE_READER_UNSUPPORTED_MESSAGE);
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
  };

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const confirm = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const file = await cropToFile(source.url, area, source.name);
      const url = URL.createObjectURL(file);
      setPreview(url);
      setSource(null);
      onChange({ file, previewUrl: url });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : FILE_READER_UNSUPPORTED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const message = problem ?? error;
  const shown = preview ?? currentUrl;
  return (
    <div>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      {source ? (
        <>
          <Stage>
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              cropperProps={{
                role: 'application',
                'aria-roledescription': 'área de recorte',
                'aria-label': 'Área de recorte: use as setas para mover a imagem',
              }}
            />
          </Stage>
          <Row>
            <label htmlFor={`${inputId}-zoom`}>Zoom</label>
            <input
              id={`${inputId}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
            <Button variant="secondary" onClick={() => setSource(null)}>
              Cancelar
            </Button>
            <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
              Recortar
            </Button>
          </Row>
        </>
      ) : (
        <>
          {shown && <Preview src={shown} alt="Imagem selecionada" />}
          <Row>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-erro` : undefined}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {preview && (
              <Button
                variant="ghost"
                onClick={() => {
                  setPreview(null);
                  onChange(null);
                }}
              >
                Remover imagem
              </Button>
            )}
          </Row>
        </>
      )}
      <FieldError id={`${inputId}-erro`}>{message}</FieldError>
    </div>
  );
}

export default ImageCropper;
