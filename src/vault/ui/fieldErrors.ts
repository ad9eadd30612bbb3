/** Said at the second box when the two new passphrases differ (unlock with a recovery key, My Data). */
export const NEW_PASSPHRASES_DIFFER = 'The two new passphrases are not the same. Type them again.';
