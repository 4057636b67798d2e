import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

/** Pick an image, move it with the arrow keys, zoom, 'Recortar': a 16:9 JPEG comes out. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, { timeout: 5000 });
    await userEvent.upload(input, await picture());
    const area = await canvas.findByRole('application', {}, { timeout: 5000 });
    area.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await userEvent.click(zoom);
    await userEvent.keyboard('{ArrowRight}');
    const crop = canvas.getByRole('button', { name: 'Recortar' });
    await waitFor(() => expect(crop).toBeEnabled());
    await userEvent.click(crop);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled(), { timeout: 5000 });
    const [{ file }] = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [
      { file: File },
    ];
    await expect(file.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(file);
    await expect(Math.abs(bitmap.width / bitmap.height - 16 / 9)).toBeLessThan(0.02);
    await expect(canvas.getByRole('img', { name: 'Imagem selecionada' })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Not an image: 'Por favor, selecione uma imagem'. */
export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Imagem da notícia', {}, { timeout: 5000 });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['a;b'], 'fila.csv', { type: 'text/csv' }));
    await expect(canvas.getByText('Por favor, selecione uma imagem')).toBeVisible();
    await expect(input).toBeInvalid();
  },
};
