// Types for scripts/i18n.mjs, for tests/unit/i18n.test.ts.
export const LOCALES: readonly string[];
export const MESSAGES_DIR: string;
export function areas(): string[];
export function readCatalog(area: string, locale: string): Record<string, string>;
export function compileArea(area: string): Promise<Record<string, string>>;
export const HASHED: ReadonlySet<string>;
export function messageKey(text: string): number;
