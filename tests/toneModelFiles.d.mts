import type { ModelFiles } from '../src/features/message-coach/tone/encoder';

export declare function nodeVocabulary(): ModelFiles['vocabulary'];
export declare function nodeModelFiles(): ModelFiles;
