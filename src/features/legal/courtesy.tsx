import { formatUsDate } from '../../lib/usDate';

/** The policies' effective date ("July 31, 2025") in the language on screen: "31 de julio de 2025" in Spanish. */
export const effectiveDateEs = (english: string) => formatUsDate(new Date(`${english} 12:00`));

/**
 * On the Spanish legal pages: the translation is for the reader's convenience, and the English
 * text is the one that governs (docs/i18n.md).
 */
export function CourtesyNote() {
  return (
    <p className="alert alert--info">
      Esta traducción al español es para su comodidad. Si hay alguna diferencia con la versión en inglés, vale la versión en
      inglés.
    </p>
  );
}
