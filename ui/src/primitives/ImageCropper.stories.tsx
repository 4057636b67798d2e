import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { LazyImageCropper } from './LazyImageCropper';

/** A 640x480 test picture drawn on a canvas (no fixture file to drift). */
async function picture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1351b4';
  context.fillRect(0, 0, 640, 480);
  context.fillStyle = '#ffffff';
  context.fillRect(160, 120, 320, 240);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'vacina.png', { type: 'image/png' });
}

const meta = {
  title: 'Primitivos/ImageCropper',
  component: LazyImageCropper,
  args: { label: 'Imagem da notícia', onChange: fn() },
} satisfies Meta<typeof LazyImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** The file of the last onChange call. */
const lastFile = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as File | null | undefined;

async function size(file: File) {
  const bitmap = await createImageBitmap(file);
  return [bitmap.width, bitmap.height];
}

/**
 * Pick an image: it is taken at once at the default frame (the middle 16:9 part, a JPEG), and the
 * picker names it. Move it with the arrow keys and zoom: each change is taken as well; 'Recortar'
 * closes the frame on the crop, shown as the preview.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, SLOW);
    await userEvent.upload(input, await picture());
    const area = await canvas.findByRole('application', {}, SLOW);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const first = lastFile(args.onChange)!;
    await expect(first.type).toBe('image/jpeg');
    await expect(await size(first)).toEqual([640, 360]);
    await expect(canvas.getByText('vacina.png')).toBeVisible();

    // The picture is 4:3: the 16:9 frame moves up and down at zoom 1.
    area.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2), SLOW);
    await expect(await size(lastFile(args.onChange)!)).toEqual([640, 360]);
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(zoom, { target: { value: '1.5' } });
    // Zoomed in: a smaller part of the picture, taken as well.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(3), SLOW);
    await expect((await size(lastFile(args.onChange)!))[0]).toBeLessThan(640);
    const crop = canvas.getByRole('button', { name: 'Recortar' });
    await waitFor(() => expect(crop).toBeEnabled());
    await userEvent.click(crop);
    await expect(
      await canvas.findByRole('img', { name: 'Imagem selecionada' }, SLOW),
    ).toBeVisible();
    const file = lastFile(args.onChange)!;
    await expect(file.type).toBe('image/jpeg');
    const [width, height] = await size(file);
    await expect(Math.abs(width! / height! - 16 / 9)).toBeLessThan(0.02);
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.getByText('vacina.png')).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/**
 * The picker in Portuguese: 'Escolher imagem' and 'Nenhum arquivo escolhido', never the
 * browser's English; the native input, visually hidden, is reached by Tab and names the file.
 */
export const PickerInPortuguese: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, SLOW);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleName('Imagem da notícia Escolher imagem');
    await expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido');
    await expect(canvas.getByText('Escolher imagem')).toBeVisible();
    await expect(canvas.getByText('Nenhum arquivo escolhido')).toBeVisible();
    // Visually hidden, not display: none (a screen reader and the keyboard still reach it).
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.upload(input, await picture());
    await expect(await canvas.findByText('vacina.png', {}, SLOW)).toBeVisible();
    await expect(input).toHaveAccessibleDescription('vacina.png');
    await expect(canvas.queryByText('Nenhum arquivo escolhido')).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

/**
 * 'Cancelar recorte' (named apart from a form's own 'Cancelar') closes the frame and gives back
 * what was there before: here nothing.
 */
export const CancelCrop: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, SLOW);
    await userEvent.upload(input, await picture());
    await canvas.findByRole('application', {}, SLOW);
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar recorte' }));
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(lastFile(args.onChange)).toBeNull();
    await expect(canvas.getByText('Nenhum arquivo escolhido')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Imagem selecionada' })).toBeNull();
  },
};

/** Not an image: 'Por favor, selecione uma imagem'. */
export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, SLOW);
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['a;b'], 'fila.csv', { type: 'text/csv' }));
    await expect(canvas.getByText('Por favor, selecione uma imagem')).toBeVisible();
    await expect(input).toBeInvalid();
  },
};
