import { VaultGate } from '../../vault/ui/VaultGate';
import { SavedReportsList } from '../../vault/ui/SavedReportsList';
import type { SavedMediationReport } from './kind';

/**
 * The parent's saved mediation reports (unlock first): open here, rename, delete. `openId`: the
 * report My Data's Open asked for (in the address), opened as soon as the list has loaded.
 */
export default function SavedReports({ onOpen, openId }: { onOpen: (r: SavedMediationReport) => void; openId?: string | null }) {
  return (
    <VaultGate purpose="to see your saved reports">
      {/* The vault checked the report's frame; the mediator's type names the report it saved. */}
      <SavedReportsList open={{ onOpen: (r) => onOpen(r as SavedMediationReport) }} openId={openId} />
    </VaultGate>
  );
}
