import { shellStore } from '../state/shellStore';

/**
 * Whether the vault is unlocked, for the header's Lock button. The header is in every first
 * visit's download, the vault's state (src/vault/state.ts, valtio) is not: state.ts keeps this
 * in step, in the same moment its status changes. Until state.ts has loaded nothing can have
 * unlocked the vault, so `false` is right from the start.
 */
export const vaultUnlocked = shellStore(false);
