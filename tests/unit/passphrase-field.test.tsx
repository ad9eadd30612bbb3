// The shared vault passphrase fields (src/vault/ui/PassphraseField.tsx), rendered to markup:
// never saved by a password manager, hint and problem tied to the box, one Show/Hide per box
// (or per new passphrase and its confirmation).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NewPassphraseFields, PassphraseField } from '../../src/vault/ui/PassphraseField';

const noop = () => undefined;
const inputs = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

describe('PassphraseField', () => {
  it('is a hidden, never-saved box with its label, hint, problem and a Show button naming the field', () => {
    const html = renderToStaticMarkup(
      <PassphraseField
        id="bk"
        label="Passphrase of the backup"
        value="x"
        onChange={noop}
        hint="When it was made."
        error="Wrong."
      />,
    );
    const [input] = inputs(html);
    expect(input).toBeDefined();
    expect(attr(input!, 'type')).toBe('password');
    expect(attr(input!, 'autoComplete')).toBe('off');
    expect(attr(input!, 'data-1p-ignore')).toBe('true');
    expect(attr(input!, 'data-lpignore')).toBe('true');
    expect(attr(input!, 'data-bwignore')).toBe('true');
    expect(attr(input!, 'aria-describedby')).toBe('bk-hint bk-error');
    expect(attr(input!, 'aria-invalid')).toBe('true');
    expect(html).toContain('<label for="bk">Passphrase of the backup</label>');
    expect(html).toContain('<span id="bk-hint" class="field__hint">When it was made.</span>');
    expect(html).toContain('<span id="bk-error" class="field__error" role="alert">Wrong.</span>');
    expect(html).toMatch(
      /<button type="button" class="btn btn--ghost vault-passphrase__toggle" aria-pressed="false" aria-controls="bk">Show<span class="visually-hidden"> passphrase of the backup<\/span><\/button>/,
    );
  });

  it('without a hint or a problem, describes nothing and is not marked invalid', () => {
    const [input] = inputs(renderToStaticMarkup(<PassphraseField id="p" label="Your passphrase" value="" onChange={noop} />));
    expect(attr(input!, 'aria-describedby')).toBeNull();
    expect(attr(input!, 'aria-invalid')).toBeNull();
  });
});

describe('NewPassphraseFields', () => {
  it('a new passphrase with its strength hint, its confirmation, and one Show for both boxes', () => {
    const html = renderToStaticMarkup(
      <NewPassphraseFields
        id="np"
        label="New passphrase"
        confirmLabel="Type the new passphrase again"
        value=""
        confirm=""
        onChange={noop}
        onConfirmChange={noop}
        error="Too short."
        required
      />,
    );
    const [first, second] = inputs(html);
    expect(inputs(html)).toHaveLength(2);
    expect(attr(first!, 'id')).toBe('np');
    expect(attr(first!, 'aria-describedby')).toBe('np-strength np-error');
    expect(attr(second!, 'id')).toBe('np-again');
    for (const input of [first!, second!]) {
      expect(attr(input, 'type')).toBe('password');
      expect(attr(input, 'autoComplete')).toBe('off');
      expect(input).toContain('required=""');
    }
    expect(html).toContain('<label for="np-again">Type the new passphrase again</label>');
    expect(html).toContain('data-testid="passphrase-strength"');
    expect(html.match(/<button /g)).toHaveLength(1);
    expect(html).toContain('aria-controls="np np-again"');
  });
});
