// @vitest-environment jsdom
// The one busy button (src/ui/BusyButton.tsx): while its work runs it says aria-disabled="true"
// and aria-busy="true", a press is ignored (no second save, no second form submission), it is
// never `disabled`, and the focus stays on it from the press to the end of the work.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BusyButton } from '../../src/ui/BusyButton';

let root: Root;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const button = () => host.querySelector('button')!;
const attrs = (b: HTMLButtonElement) => ({
  type: b.getAttribute('type'),
  class: b.getAttribute('class'),
  'aria-disabled': b.getAttribute('aria-disabled'),
  'aria-busy': b.getAttribute('aria-busy'),
  disabled: b.hasAttribute('disabled'),
  text: b.textContent,
});

async function press(b: HTMLButtonElement) {
  await act(async () => {
    b.click();
  });
}

describe('BusyButton', () => {
  it('idle: enabled, aria-disabled="false", aria-busy="false", its own words; a press runs onPress once', async () => {
    let pressed = 0;
    await act(async () =>
      root.render(
        <BusyButton busy={false} busyLabel="Saving…" onPress={() => pressed++}>
          Save
        </BusyButton>,
      ),
    );
    expect(attrs(button())).toEqual({
      type: 'button',
      class: 'btn',
      'aria-disabled': 'false',
      'aria-busy': 'false',
      disabled: false,
      text: 'Save',
    });
    await press(button());
    expect(pressed).toBe(1);
  });

  it('busy: aria-disabled="true", aria-busy="true", the busy words, never disabled; a press is ignored and the focus stays', async () => {
    let pressed = 0;
    await act(async () =>
      root.render(
        <BusyButton busy busyLabel="Saving…" className="btn btn--secondary" onPress={() => pressed++}>
          Save
        </BusyButton>,
      ),
    );
    expect(attrs(button())).toEqual({
      type: 'button',
      class: 'btn btn--secondary',
      'aria-disabled': 'true',
      'aria-busy': 'true',
      disabled: false,
      text: 'Saving…',
    });
    button().focus();
    await press(button());
    await press(button());
    expect(pressed).toBe(0);
    expect(document.activeElement).toBe(button());
  });

  it('blocked by another action: aria-disabled="true" but aria-busy="false", its own words; a press is ignored', async () => {
    let pressed = 0;
    await act(async () =>
      root.render(
        <BusyButton busy={false} blocked busyLabel="Loading…" onPress={() => pressed++}>
          Load
        </BusyButton>,
      ),
    );
    expect(attrs(button())).toMatchObject({ 'aria-disabled': 'true', 'aria-busy': 'false', disabled: false, text: 'Load' });
    await press(button());
    expect(pressed).toBe(0);
  });

  it('without busy words keeps its own words while busy', async () => {
    await act(async () => root.render(<BusyButton busy>Save entry</BusyButton>));
    expect(button().textContent).toBe('Save entry');
    expect(button().getAttribute('aria-busy')).toBe('true');
  });

  it('a submit button: the form is submitted when idle, not while busy', async () => {
    let submitted = 0;
    const render = (busy: boolean) =>
      act(async () =>
        root.render(
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submitted++;
            }}
          >
            <input name="p" />
            <BusyButton type="submit" busy={busy} busyLabel="Unlocking…">
              Unlock
            </BusyButton>
          </form>,
        ),
      );
    await render(false);
    expect(button().getAttribute('type')).toBe('submit');
    await press(button());
    expect(submitted).toBe(1);
    await render(true);
    // Enter in a field submits by a click on the form's submit button (implicit submission),
    // so this click stands for both.
    await press(button());
    expect(submitted).toBe(1);
    expect(button().textContent).toBe('Unlocking…');
  });

  it('from the press to the end of the work: the second press is ignored and the focus never leaves the button', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const focusSeen: Array<Element | null> = [];
    function Screen() {
      const [busy, setBusy] = useState(false);
      const save = () => {
        runs++;
        setBusy(true);
        void new Promise<void>((resolve) => (finish = resolve)).then(() => setBusy(false));
      };
      return (
        <BusyButton busy={busy} busyLabel="Saving…" onPress={save}>
          Save
        </BusyButton>
      );
    }
    await act(async () => root.render(<Screen />));
    const b = button();
    b.focus();
    await press(b);
    focusSeen.push(document.activeElement);
    expect(attrs(b)).toMatchObject({ 'aria-disabled': 'true', 'aria-busy': 'true', text: 'Saving…' });
    await press(b);
    focusSeen.push(document.activeElement);
    await act(async () => finish());
    focusSeen.push(document.activeElement);
    expect(runs).toBe(1);
    expect(button()).toBe(b);
    expect(focusSeen).toEqual([b, b, b]);
    expect(attrs(b)).toMatchObject({ 'aria-disabled': 'false', 'aria-busy': 'false', text: 'Save' });
  });
});
