import type { Plugin } from 'vite';

export declare const SOURCES: Record<string, Array<string | [string, string, string?]>>;
export declare const CATALOGS: Record<string, Array<string | [string, string]>>;
export declare const SOURCES_ES: Record<string, string[]>;
export declare function wordsOf(source: string, fold?: boolean): string;
export declare function buildSearchText(root?: string): Record<string, string>;
export declare function buildSpanishSearchText(root?: string): Record<string, string>;
export declare function renderModule(text: Record<string, string>): string;
export declare const SEARCH_TEXT_MODULE: 'virtual:search-text';
export declare const SEARCH_TEXT_ES_MODULE: 'virtual:search-text-es';
export declare function searchTextPlugin(root?: string): Plugin;
