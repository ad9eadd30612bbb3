import { defineKind } from '../../vault/kinds';
import type { AffidavitData } from './fields';
import { validateAffidavit } from './schema';

/** The vault record kind: one affidavit per device, id 'main' (legacy financialAffidavitData is imported into it). */
export const affidavitKind = defineKind<AffidavitData>({
  kind: 'affidavit',
  version: 1,
  validate: validateAffidavit,
});

export const AFFIDAVIT_ID = 'main';
