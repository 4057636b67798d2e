import { afterEach, describe, expect, it } from 'vitest';
import { attachMask, formatWithMask, type MaskName } from './masks';

describe('formatWithMask', () => {
  it.each<[MaskName, string, string]>([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '529.982.247-25', '529.982.247-25'],
    ['cpf', '5299', '529.9'],
    ['cpfSpaced', '52998224725', '529 . 982 . 247 - 25'],
    ['mobilePhone', '21987654321', '(21) 9 8765 - 4321'],
    ['landlinePhone', '2133334444', '(21) 3333 - 4444'],
    ['phone', '2133334444', '(21) 3333 - 4444'],
    ['phone', '21987654321', '(21) 9 8765 - 4321'],
    ['date', '29022024', '29/02/2024'],
    ['time', '0930', '09:30'],
    ['cep', '26551090', '26551-090'],
    ['cns', '898001234567891', '898 0012 3456 7891'],
    ['cpf', '', ''],
    ['cpf', 'abc', ''],
  ])('%s of %s is %s', (mask, value, expected) => {
    expect(formatWithMask(mask, value)).toBe(expected);
  });
});

describe('attachMask', () => {
  let detach: (() => void) | undefined;
  afterEach(() => detach?.());

  /** Types one character the way a browser does: the value changes, then an input event. */
  function type(input: HTMLInputElement, text: string) {
    for (const char of text) {
      const at = input.selectionStart ?? input.value.length;
      input.value = input.value.slice(0, at) + char + input.value.slice(input.selectionEnd ?? at);
      input.setSelectionRange(at + 1, at + 1);
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }),
      );
    }
  }

  it('masks every key of a burst typed with no pause, and drops what is not a digit', () => {
    const input = document.createElement('input');
    document.body.append(input);
    detach = attachMask(input, 'cpf');
    input.focus();
    type(input, '529a98224725');
    expect(input.value).toBe('529.982.247-25');
  });

  it('moves the phone from the 4-digit to the 5-digit form at the 11th digit', () => {
    const input = document.createElement('input');
    document.body.append(input);
    detach = attachMask(input, 'phone');
    input.focus();
    type(input, '2133334444');
    expect(input.value).toBe('(21) 3333 - 4444');
    type(input, '5');
    expect(input.value).toBe('(21) 3 3334 - 4445');
  });

  it('resyncs on focus after the value was set from outside (a form reset)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    detach = attachMask(input, 'date');
    input.value = '01012026';
    input.dispatchEvent(new FocusEvent('focus'));
    expect(input.value).toBe('01/01/2026');
  });
});
