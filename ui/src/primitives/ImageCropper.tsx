import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import styled from 'styled-components';
import { Button } from './Button';
import { cropToFile, defaultCropArea, imageSize } from './cropImage';
import { FilePicker } from './FilePicker';

/** The news image ratio. */
export const NEWS_IMAGE_ASPECT = 16 / 9;

export const IMAGE_REQUIRED_MESSAGE = 'Por favor, selecione uma imagem';
export const FILE_READER_UNSUPPORTED_MESSAGE = 'Desculpe, arquivo não suportado pela api';

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 22rem;
  margin-top: ${({ theme }) => theme.space(2)};
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
  margin-top: ${({ theme }) => theme.space(2)};
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

export interface ImageCropperProps {
  label: string;
  /**
   * The cropped image held now (controlled: the form's value). Left out, the picker keeps its
   * own.
   */
  value?: File | null;
  /**
   * Called with the cropped image: at the default frame as soon as an image is picked, again
   * after each move or zoom, and with what was there before on 'Cancelar recorte'; null when the
   * image is removed.
   */
  onChange: (image: File | null) => void;
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

/** An object URL of a file, revoked when the file changes or the picker goes. */
function useObjectUrl(file: File | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

const sameArea = (a: Area | null, b: Area | null) =>
  a !== null &&
  b !== null &&
  a.x === b.x &&
  a.y === b.y &&
  a.width === b.width &&
  a.height === b.height;

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : FILE_READER_UNSUPPORTED_MESSAGE;

/**
 * Image picker with a fixed-ratio crop (16:9 by default, react-easy-crop). A picked image is
 * taken at once as the default frame shows it (the middle of the picture at the ratio), so the
 * form can be saved without any more steps; the frame stays open to move it (drag or arrow
 * keys) and zoom (slider or wheel), each change taken as it ends. 'Recortar' closes the frame on
 * the crop; 'Cancelar recorte' puts back what was there before. Heavy: load it through
 * LazyImageCropper so it never lands in an app's first chunk.
 */
export function ImageCropper({
  label,
  value,
  onChange,
  currentUrl,
  aspect = NEWS_IMAGE_ASPECT,
  error,
}: ImageCropperProps) {
  const zoomId = useId();
  const [own, setOwn] = useState<File | null>(null);
  const current = value === undefined ? own : value;
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  /** What the form held when the frame opened: 'Cancelar recorte' gives it back. */
  const [before, setBefore] = useState<File | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The area of the crop last handed over (the same area is not cropped again). */
  const taken = useRef<Area | null>(null);
  /** Counts crops: one that ends after a newer one, or after the frame closed, is dropped. */
  const round = useRef(0);
  /** Counts picks the same way (a pick read after 'Cancelar recorte' opens nothing). */
  const pickRound = useRef(0);
  /** The name of the picture each crop came from, to show the name the admin picked. */
  const pickedNames = useRef(new WeakMap<File, string>());
  const shownUrl = useObjectUrl(current) ?? currentUrl;
  // Gone (the form was cleared or left): a crop still being drawn must not land in the form.
  useEffect(
    () => () => {
      round.current++;
      pickRound.current++;
    },
    [],
  );

  const hand = (file: File | null) => {
    setOwn(file);
    onChange(file);
  };

  const cropNow = async (from: { url: string; name: string }, pixels: Area) => {
    const file = await cropToFile(from.url, pixels, from.name);
    pickedNames.current.set(file, from.name);
    return file;
  };

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
    const ticket = ++pickRound.current;
    let picked: { url: string; name: string };
    let cropped: File;
    let initial: Area;
    try {
      picked = { url: await readAsDataUrl(file), name: file.name };
      initial = defaultCropArea(await imageSize(picked.url), aspect);
      cropped = await cropNow(picked, initial);
    } catch (failed) {
      // The browser could not read or draw it.
      setProblem(failure(failed));
      return;
    }
    if (ticket !== pickRound.current) return;
    // A second pick while the frame is open keeps the first 'before'.
    if (!source) setBefore(current);
    round.current++;
    setSource(picked);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(initial);
    taken.current = initial;
    hand(cropped);
  };

  /** Each move or zoom, once it ends: the new crop replaces the one handed over. */
  const onCropComplete = (_: Area, pixels: Area) => {
    setArea(pixels);
    if (!source || sameArea(pixels, taken.current)) return;
    const ticket = ++round.current;
    cropNow(source, pixels).then(
      (file) => {
        if (ticket !== round.current) return;
        taken.current = pixels;
        hand(file);
      },
      (failed: unknown) => {
        if (ticket === round.current) setProblem(failure(failed));
      },
    );
  };

  const close = () => {
    round.current++;
    pickRound.current++;
    taken.current = null;
    setSource(null);
    setArea(null);
  };

  /** 'Recortar': the frame closes on the crop as it is now (taken already unless just moved). */
  const confirm = async () => {
    if (!source || !area) return;
    if (sameArea(area, taken.current)) return close();
    setBusy(true);
    try {
      const file = await cropNow(source, area);
      close();
      hand(file);
    } catch (failed) {
      setProblem(failure(failed));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    close();
    setProblem(null);
    hand(before);
  };

  const message = problem ?? error;
  const name = current ? (pickedNames.current.get(current) ?? current.name) : null;
  return (
    <FilePicker
      label={label}
      buttonText="Escolher imagem"
      fileName={name}
      accept="image/*"
      error={message}
      onFiles={(files) => void pick(files[0])}
      actions={
        current &&
        !source && (
          <Button variant="ghost" onClick={() => hand(null)}>
            Remover imagem
          </Button>
        )
      }
    >
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
            <label htmlFor={zoomId}>Zoom</label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
            <Button variant="secondary" onClick={cancel}>
              Cancelar recorte
            </Button>
            <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
              Recortar
            </Button>
          </Row>
        </>
      ) : (
        shownUrl && <Preview src={shownUrl} alt="Imagem selecionada" />
      )}
    </FilePicker>
  );
}

export default ImageCropper;
