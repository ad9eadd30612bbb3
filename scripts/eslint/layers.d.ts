export interface Layer {
  type: 'lib' | 'content' | 'ui' | 'vault' | 'sync' | 'feature' | 'app' | 'worker';
  pattern: string;
  mayImport: Layer['type'][];
}
export const LAYERS: Layer[];
