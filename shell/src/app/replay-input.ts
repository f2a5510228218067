// What a visitor typed or chose on the prerendered page, before the live page was ready, is still in the
// fields after hydration (React leaves a hydrated field's value alone), but React's state does not know it:
// a controlled field would be emptied by its next render, and a form would submit without it. Each field the
// visitor changed is announced to React as the change event it would have had, so the page's state takes it.

import { flushSync } from 'react-dom';

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

const checkable = (field: HTMLInputElement) => field.type === 'checkbox' || field.type === 'radio';

/** Says "this field changed" to React: its change tracking compares against the value it last saw. */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  // Through the element's own setter (React's tracker sees the saved value), then the prototype's (it does not).
  field.value = field.defaultValue;
  valueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** React follows checkboxes and radios by their click: undo the choice quietly, then click it again. */
function replayChecked(field: HTMLInputElement, chosen: boolean) {
  field.checked = !chosen;
  field.click();
}

function replaySelected(field: HTMLSelectElement, chosen: boolean[]) {
  chosen.forEach((selected, index) => {
    const option = field.options.item(index);
    if (option) option.selected = selected;
  });
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Replays every change the visitor made to the fields inside `root` before it went live. Each replay makes
 * React render, and a render puts every other controlled field back to its state: so all changes are read
 * first, then replayed one by one.
 */
export function replayInput(root: HTMLElement): void {
  const replays: Array<() => void> = [];
  for (const field of root.querySelectorAll<HTMLInputElement>('input')) {
    if (field.type === 'file') continue;
    if (checkable(field)) {
      const chosen = field.checked;
      if (chosen !== field.defaultChecked && (field.type === 'checkbox' || chosen)) replays.push(() => replayChecked(field, chosen));
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      replays.push(() => replayValue(field, typed));
    }
  }
  for (const field of root.querySelectorAll('textarea')) {
    const typed = field.value;
    if (typed !== field.defaultValue) replays.push(() => replayValue(field, typed));
  }
  for (const field of root.querySelectorAll('select')) {
    const chosen = [...field.options].map((option) => option.selected);
    if ([...field.options].some((option, index) => chosen[index] !== option.defaultSelected))
      replays.push(() => replaySelected(field, chosen));
  }
  const focused = root.ownerDocument.activeElement;
  const caret = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
  const { selectionStart = null, selectionEnd = null } = caret ?? {};
  // Each rendered at once, so that what a render does to the fields (a textarea's text is set again, which
  // moves its caret) is over before the caret is put back where the visitor left it.
  for (const replay of replays) flushSync(replay);
  if (caret && selectionStart !== null && selectionEnd !== null) caret.setSelectionRange(selectionStart, selectionEnd);
}
