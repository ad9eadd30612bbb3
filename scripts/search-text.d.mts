import type { Plugin } from 'vite';

export declare const SOURCES: Record<string, Array<string | [string, string, string?]>>;
export declare function wordsOf(source: string): string;
export declare function buildSearchText(root?: string): Record<string, string>;
export declare function renderModule(text: Record<string, string>): string;
export declare const SEARCH_TEXT_MODULE: 'virtual:search-text';
export declare function searchTextPlugin(root?: string): Plugin;
