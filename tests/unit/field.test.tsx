// The one form field (src/ui/Field.tsx), rendered to markup: label for the control, hint and
// problem read with it (aria-describedby), aria-invalid only while there is a problem, the
// required marker (when asked for) hidden from screen readers (they hear the control's `required`).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Field, FieldGroup } from '../../src/ui/Field';

const input = (html: string) => /<input [^>]*>/.exec(html)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

describe('Field', () => {
  it('ties the label, the hint and the problem to the control', () => {
    const html = renderToStaticMarkup(
      <Field id="sheet-name" label="Sheet name" hint="As it appears in the list." error="Give the sheet a name.">
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    expect(html).toBe(
      '<div class="field"><label for="sheet-name">Sheet name</label>' +
        '<input type="text" id="sheet-name" aria-describedby="sheet-name-hint sheet-name-error" aria-invalid="true"/>' +
        '<span id="sheet-name-hint" class="field__hint">As it appears in the list.</span>' +
        '<span id="sheet-name-error" class="field__error" role="alert">Give the sheet a name.</span></div>',
    );
  });

  it('without a hint or a problem, describes nothing and is not marked invalid', () => {
    const tag = input(
      renderToStaticMarkup(
        <Field id="n" label="Name">
          {(c) => <input {...c} />}
        </Field>,
      ),
    );
    expect(tag).toBe('<input id="n"/>');
  });

  it('reads other descriptions first, then the hint, then the problem; ids can be named', () => {
    const html = renderToStaticMarkup(
      <Field
        id="s"
        label="Story"
        describedBy="s-counter"
        hint="Plain words."
        hintId="h"
        error="Too short."
        errorId="e"
        errorTestId="story-error"
      >
        {(c) => <textarea {...c} />}
      </Field>,
    );
    expect(attr(html, 'aria-describedby')).toBe('s-counter h e');
    expect(html).toContain('<span id="e" class="field__error" role="alert" data-testid="story-error">Too short.</span>');
  });

  it('a problem that follows each keystroke is not announced as an alert', () => {
    const html = renderToStaticMarkup(
      <Field id="a" label="Amount" error="Type an amount like 12.50." announce={false}>
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain('<span id="a-error" class="field__error">Type an amount like 12.50.</span>');
  });

  it('a required field: `required` on the control, and when asked a marker screen readers skip', () => {
    expect(
      renderToStaticMarkup(
        <Field id="e" label="Email" required>
          {(c) => <input {...c} />}
        </Field>,
      ),
    ).toBe('<div class="field"><label for="e">Email</label><input id="e" required=""/></div>');
    const html = renderToStaticMarkup(
      <Field id="email" label="Email" required marked className="field wide">
        {(c) => <input type="email" {...c} />}
      </Field>,
    );
    expect(html).toBe(
      '<div class="field wide"><label for="email">Email<span class="field__required" aria-hidden="true"> *</span></label>' +
        '<input type="email" id="email" required=""/></div>',
    );
  });

  it('a checkbox: the box first, its label beside it in the 44 px .checkbox row, the problem under both', () => {
    const html = renderToStaticMarkup(
      <Field id="ok" label="I agree" check error="Please agree first.">
        {(c) => <input type="checkbox" {...c} />}
      </Field>,
    );
    expect(html).toBe(
      '<div class="field"><div class="checkbox"><input type="checkbox" id="ok" aria-describedby="ok-error" aria-invalid="true"/>' +
        '<label for="ok">I agree</label></div><span id="ok-error" class="field__error" role="alert">Please agree first.</span></div>',
    );
  });

  it('a hint with a layout of its own keeps field__hint, adds its classes and a test id', () => {
    const html = renderToStaticMarkup(
      <Field id="t" label="Total" hint="The lines above add up to $10.00." hintClassName="sum no-print" hintTestId="total-hint">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toBe(
      '<div class="field"><label for="t">Total</label><input id="t" aria-describedby="t-hint"/>' +
        '<span id="t-hint" class="field__hint sum no-print" data-testid="total-hint">The lines above add up to $10.00.</span></div>',
    );
  });
});

describe('FieldGroup', () => {
  it('a group of boxes: the fieldset is described by its problem and marked invalid only while there is one', () => {
    const box = <input type="checkbox" id="f1" />;
    expect(
      renderToStaticMarkup(
        <FieldGroup id="days" legend="Fridays" className="checks" error="Tick at least one Friday." announce={false}>
          {box}
        </FieldGroup>,
      ),
    ).toBe(
      '<fieldset class="checks" aria-describedby="days-error" aria-invalid="true"><legend>Fridays</legend>' +
        '<input type="checkbox" id="f1"/><span id="days-error" class="field__error">Tick at least one Friday.</span></fieldset>',
    );
    expect(
      renderToStaticMarkup(
        <FieldGroup id="days" legend="Fridays">
          {box}
        </FieldGroup>,
      ),
    ).toBe('<fieldset><legend>Fridays</legend><input type="checkbox" id="f1"/></fieldset>');
  });
});
