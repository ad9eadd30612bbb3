export interface Layer {
  type: 'lib' | 'content' | 'state' | 'ui' | 'vault' | 'sync' | 'feature' | 'app' | 'worker' | 'build';
  pattern: string;
  mayImport: Layer['type'][];
}
export const LAYERS: Layer[];
