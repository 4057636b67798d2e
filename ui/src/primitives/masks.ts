import { format, type MaskOptions } from '@react-input/mask';

/** The spec's input masks; '_' takes one digit. */
export const MASKS = {
  /** ###.###.###-## */
  cpf: '___.___.___-__',
  /** ### . ### . ### - ## (the complete-user modal, at most 20 characters) */
  cpfSpaced: '___ . ___ . ___ - __',
  /** (##) # #### - #### */
  mobilePhone: '(__) _ ____ - ____',
  /** (##) #### - #### */
  landlinePhone: '(__) ____ - ____',
  /** ##/##/#### */
  date: '__/__/____',
  /** ##:## */
  time: '__:__',
  /** #####-### */
  cep: '_____-___',
  /** ### #### #### #### */
  cns: '___ ____ ____ ____',
} as const;

/** A fixed mask, or 'phone': the 4-digit form up to 10 digits, the 5-digit form at 11. */
export type MaskName = keyof typeof MASKS | 'phone';

const replacement = { _: /\d/ };

function phoneMaskFor(digits: number) {
  return digits > 10 ? MASKS.mobilePhone : MASKS.landlinePhone;
}

export function maskOptions(name: MaskName): MaskOptions {
  if (name !== 'phone') return { mask: MASKS[name], replacement };
  return {
    mask: MASKS.mobilePhone,
    replacement,
    modify: ({ value, data, selectionStart, selectionEnd }) => {
      const next = value.slice(0, selectionStart) + (data ?? '') + value.slice(selectionEnd);
      return { mask: phoneMaskFor(next.replace(/\D/g, '').length) };
    },
  };
}

/** A stored value (digits or already masked) in its mask, e.g. to fill a form being edited. */
export function formatWithMask(name: MaskName, value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  const mask = name === 'phone' ? phoneMaskFor(digits.length) : MASKS[name];
  return format(digits, { mask, replacement });
}
