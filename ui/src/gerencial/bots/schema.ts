import { z } from 'zod';
import { filled, maxLength, maxMessage, minLength, text } from '../../forms/rules';
import { lengthMessage } from '../../messages/common';
import { BOT } from './messages';

/** 'Cadastrar Blip Bot' / 'Editar Blip Bot'. The key is fixed (disabled) when editing. */
export const blipBotSchema = ({ editing }: { editing: boolean }) =>
  z.object({
    name: text(
      filled(BOT.nameMissing),
      minLength(3, BOT.nameShort),
      maxLength(90, lengthMessage(3, 90)),
    ),
    blipKey: editing
      ? z.string()
      : text(
          filled(BOT.keyMissing),
          minLength(10, BOT.keyShort),
          maxLength(90, lengthMessage(10, 90)),
        ),
    description: text(maxLength(160, maxMessage(160))),
  });
export type BlipBotValues = z.input<ReturnType<typeof blipBotSchema>>;
