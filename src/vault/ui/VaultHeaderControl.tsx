// Filled in by the vault issue: the lock control shown in the header while unlocked.
export function VaultHeaderControl() {
  return null;
}
