/** Paths of the files the coach's model is trained from (coach-model-inputs.mjs). */
export const MODEL_INPUTS: string[];
/** SHA-256 of those files' contents, first 16 hex digits. */
export function inputsHash(root?: string): string;
