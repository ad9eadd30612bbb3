// Types for scripts/i18n.mjs, for tests/unit/i18n.test.ts.
export const LOCALES: readonly string[];
export const MESSAGES_DIR: string;
export function areas(): string[];
/** A plural message: the inlang format's variants (scripts/i18n.mjs, isPlural). */
export type Variants = ReadonlyArray<{ declarations: string[]; selectors: string[]; match: Record<string, string> }>;
export function readCatalog(area: string, locale: string): Record<string, string | Variants>;
export function isPlural(message: string | Variants): message is Variants;
export function textsOf(message: string | Variants): string[];
export function pluralKey(message: Variants): string;
export function compileArea(area: string): Promise<{ files: Record<string, string>; registry: string }>;
export const REGISTRY: string;
export const HASHED: ReadonlySet<string>;
export function messageKey(text: string): number;
