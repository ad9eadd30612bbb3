import { useState, type InputHTMLAttributes } from 'react';
import './FileInput.css';

interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children' | 'className' | 'value'
> {
  /** The native input's id: the field's own label names it (`<label htmlFor={id}>`). */
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
 * pickers"): the native input stays in the page, visually hidden but reached by keyboard (Tab,
 * then Enter or Space) and by every test that sets files on it; a label drawn as a button opens
 * it (aria-hidden: the field's own label names the input) and the chosen file's name, or "none
 * chosen", is shown beside it and read as the input's description. The focus ring is drawn on
 * the whole picker when the hidden input has keyboard focus (FileInput.css).
 */
export function FileInput({ id, choose, none, chosen, onFiles, ...rest }: FileInputProps) {
  const [picked, setPicked] = useState<readonly string[]>([]);
  const names = chosen ?? picked;
  const chosenId = `${id}-chosen`;
  const describedBy = [chosenId, rest['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="file-input">
      <input
        {...rest}
        id={id}
        type="file"
        aria-describedby={describedBy}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = Array.from(input.files ?? []);
          setPicked(files.map((f) => f.name));
          onFiles(files, input);
        }}
      />
      <label htmlFor={id} className="file-input__button" aria-hidden="true">
        {choose}
      </label>
      <span id={chosenId} className="file-input__chosen" data-testid={`${id}-chosen`}>
        {names.length ? names.join(', ') : none}
      </span>
    </div>
  );
}
