/**
 * What a visitor typed or chose in a part's prerendered form controls before the part was live, handed to
 * the part's React state once it is (docs/site.md "Parts"). Hydration keeps a control's value in the DOM
 * but not in the component's state, and the first render after it writes the state back: without this,
 * the name typed while React was loading would vanish at the visitor's next keystroke.
 *
 * A control counts as typed when its value differs from its default (the value the server wrote, which
 * hydration confirms: React sets `defaultValue` and `defaultChecked` from the component's state). The
 * values are read before hydration and given back after it as the events React listens for, so the
 * component's own `onChange` takes them as if the visitor had typed them then.
 */
import { FORM_CONTROLS } from './wake.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  control: Control;
  /** The text or choice typed, or, for a checkbox or radio button, whether it is checked. */
  value: string | boolean;
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The control's value as the visitor left it, when it is not the default; undefined otherwise. */
function typedValueOf(control: Control): string | boolean | undefined {
  if (isCheckable(control)) return control.checked === control.defaultChecked ? undefined : control.checked;
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].some((option) => option.selected !== option.defaultSelected);
    return chosen ? control.value : undefined;
  }
  if (control.type === 'file' || control.type === 'hidden') return undefined;
  return control.value === control.defaultValue ? undefined : control.value;
}

/** The controls of `root` the visitor changed: read before the part is hydrated. */
export function readTypedValues(root: ParentNode): Typed[] {
  return [...root.querySelectorAll<Control>(FORM_CONTROLS)].flatMap((control) => {
    const value = typedValueOf(control);
    return value === undefined ? [] : [{ control, value }];
  });
}

/** The DOM's own setter of a property, past the one React's value tracking puts on each control. */
function setNatively(control: Control, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, value);
}

/**
 * Gives the typed values back to the live part in `root`, as events: a text field gets an `input` event,
 * a choice a `change` event, a checkbox a click. `before` is what `readTypedValues` read before
 * hydration (the first render after it may have written the state back over them); what the visitor
 * typed while the part was hydrating is read now. A control the part no longer shows (it moved to
 * another step) is skipped. Returns how many controls it gave back.
 */
export function replayTypedValues(root: ParentNode, before: readonly Typed[]): number {
  const typed = new Map(before.map(({ control, value }) => [control, value]));
  for (const { control, value } of readTypedValues(root)) typed.set(control, value);
  for (const [control, value] of typed) {
    if (!control.isConnected || control.disabled) continue;
    const now = typedValueOf(control) ?? value;
    if (isCheckable(control)) {
      // React tracks `checked` through its own setter: the state's value there, the visitor's by a press.
      control.checked = !now;
      if (control.type === 'radio' && !now) continue;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = String(now);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // Through React's tracked setter the state's value, then natively the visitor's: React sees a change.
      const text = String(now);
      control.value = text === '' ? ' ' : '';
      setNatively(control, 'value', text);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  return typed.size;
}
