/** Word-set similarity used to pair provisions and sentences, and the text a topic is read from. */
import { contentStems, dice } from '../stems';

/** Stemmed content words (stems.ts): what sentences are paired on. */
export function contentSet(text: string): Set<string> {
  return contentStems(text);
}
export { dice };

export function topicText(s: string): string {
  return s
    .replace(
      /\b\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Parkway|Highway)\b\.?/g,
      ' ',
    )
    .replace(
      /\bschool\s+(?:is\s+)?(?:regularly\s+)?(?:dismissed|dismissal|resumes|recess(?:es)?|year|day|term|holidays?|calendar|vacation|break)\b/gi,
      ' ',
    )
    .replace(/\b(?:dismissed|released)\s+from\s+school\b/gi, ' ');
}
