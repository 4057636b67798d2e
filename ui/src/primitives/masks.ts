import IMask from 'imask/holder';
import 'imask/masked/pattern';
import 'imask/masked/dynamic';
import 'imask/controls/input';
import 'imask/masked/pipe';
import type { FactoryArg, InputMask } from 'imask';

/** The spec's input masks, in IMask's pattern syntax: '0' takes one digit, the rest is fixed. */
export const MASKS = {
  /** ###.###.###-## */
  cpf: '000.000.000-00',
  /** ### . ### . ### - ## (the complete-user modal, at most 20 characters) */
  cpfSpaced: '000 . 000 . 000 - 00',
  /** (##) # #### - #### */
  mobilePhone: '(00) 0 0000 - 0000',
  /** (##) #### - #### */
  landlinePhone: '(00) 0000 - 0000',
  /** ##/##/#### */
  date: '00/00/0000',
  /** ##:## */
  time: '00:00',
  /** #####-### */
  cep: '00000-000',
  /** ### #### #### #### */
  cns: '000 0000 0000 0000',
} as const;

/** A fixed mask, or 'phone': the 4-digit form up to 10 digits, the 5-digit form at 11. */
export type MaskName = keyof typeof MASKS | 'phone';

/**
 * IMask options of a mask. 'phone' is dynamic: IMask keeps the landline form while the digits fit
 * it and moves to the mobile form at the 11th digit.
 */
export function maskOptions(name: MaskName): FactoryArg {
  if (name !== 'phone') return { mask: MASKS[name] };
  return { mask: [{ mask: MASKS.landlinePhone }, { mask: MASKS.mobilePhone }] };
}

/**
 * Masks an input element as the user types (IMask handles typing, pasting, deleting and the caret
 * synchronously, so fast typing loses nothing). Returns the function that detaches it.
 */
export function attachMask(element: HTMLInputElement, name: MaskName): () => void {
  const instance: InputMask<FactoryArg> = IMask(element, maskOptions(name));
  // A form library may set the value directly (reset, edit mode): resync before the next edit.
  const sync = () => {
    if (instance.displayValue === element.value) return;
    instance.updateValue();
    instance.updateControl();
  };
  element.addEventListener('focus', sync);
  return () => {
    element.removeEventListener('focus', sync);
    instance.destroy();
  };
}

/** A stored value (digits or already masked) in its mask, e.g. to fill a form being edited. */
export function formatWithMask(name: MaskName, value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return IMask.pipe(digits, maskOptions(name) as Parameters<typeof IMask.pipe>[1]);
}
