import { defineKind } from '../../vault/kinds';
import { validateAffidavit, type AffidavitData } from './model';

/** The vault record kind: one affidavit per device, id 'main' (legacy financialAffidavitData is imported into it). */
export const affidavitKind = defineKind<AffidavitData>({
  kind: 'affidavit',
  version: 1,
  validate: validateAffidavit,
});

export const AFFIDAVIT_ID = 'main';
