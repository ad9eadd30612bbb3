// Types for scripts/i18n.mjs, for tests/unit/i18n.test.ts and the Vite configs.
import type { Plugin } from 'vite';

export const LOCALES: readonly string[];
export const MESSAGES_DIR: string;
export function areas(): string[];
/** A plural message: the inlang format's variants (scripts/i18n.mjs, isPlural). */
export type Variants = ReadonlyArray<{ declarations: string[]; selectors: string[]; match: Record<string, string> }>;
export function readCatalog(area: string, locale: string): Record<string, string | Variants>;
export function isPlural(message: string | Variants): message is Variants;
export function textsOf(message: string | Variants): string[];
export function pluralKey(message: Variants): string;
export function compileArea(
  area: string,
  subsets?: Record<string, (id: string) => boolean>,
): Promise<{ files: Record<string, string>; registry: string }>;
/** Subsets the build compiles from the catalog when imported (no compiled copy in the repository). */
export const BUILT_SUBSETS: Record<string, Record<string, (id: string) => boolean>>;
/** The Vite plugin that serves BUILT_SUBSETS' modules. */
export function messageSubsets(): Plugin;
export const REGISTRY: string;
export const HASHED: ReadonlySet<string>;
export function messageKey(text: string): number;
