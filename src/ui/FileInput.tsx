import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import './FileInput.css';

interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children' | 'className' | 'value'
> {
  /** The native input's id: the field's own label names it (`<label htmlFor={id}>`) and describes the picker's button. */
  id: string;
  /** The visible button's words in the page's language ("Choose files", "Elegir archivos"). */
  choose: string;
  /** What the picker says while nothing is chosen ("No file chosen", "Ningún archivo elegido"). */
  none: string;
  /** The names shown as chosen when the caller keeps them (cleared with its state); otherwise the last choice. */
  chosen?: readonly string[];
  onFiles: (files: File[], input: HTMLInputElement) => void;
}

/**
 * A file picker whose words are the page's, not the browser's (issue 31, docs/i18n.md, "File
 * pickers"). The picker is a real button in the page's language, named by its words ("Elegir
 * archivos") and described by the field's own label, the chosen file's name (or "none chosen") and
 * the field's hint; it opens the native input, which stays in the page
 * (visually hidden, for the browser's file dialog and for tests that set files on it) but is
 * hidden from assistive technology and out of the tab order: Chromium gives a native file input
 * the value "No file chosen" in the language of its own interface, which a screen reader read
 * out on Spanish pages (session 18). The focus ring is drawn on the whole picker (FileInput.css).
 */
export function FileInput({ id, choose, none, chosen, onFiles, ...rest }: FileInputProps) {
  const [picked, setPicked] = useState<readonly string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const [labelIds, setLabelIds] = useState('');
  const names = chosen ?? picked;
  const chosenId = `${id}-chosen`;
  const { 'aria-describedby': hint, 'aria-invalid': invalid, disabled, ...native } = rest;
  // The field's own label (its <label for>) describes the button first, each label given an id if
  // it has none; not its name, so a test's getByLabel(field label) still finds the native input.
  useLayoutEffect(() => {
    const labels = [...(input.current?.labels ?? [])];
    labels.forEach((label, i) => {
      if (!label.id) label.id = `${id}-label${i ? `-${i}` : ''}`;
    });
    setLabelIds(labels.map((label) => label.id).join(' '));
  }, [id]);
  return (
    <div className="file-input">
      <input
        {...native}
        ref={input}
        id={id}
        type="file"
        disabled={disabled}
        aria-invalid={invalid}
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          const el = e.currentTarget;
          const files = Array.from(el.files ?? []);
          setPicked(files.map((f) => f.name));
          onFiles(files, el);
        }}
      />
      <button
        type="button"
        className="file-input__button"
        aria-describedby={[labelIds, chosenId, hint].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {choose}
      </button>
      <span id={chosenId} className="file-input__chosen" data-testid={`${id}-chosen`}>
        {names.length ? names.join(', ') : none}
      </span>
    </div>
  );
}
