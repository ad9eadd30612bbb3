import { errorMessage } from '../../lib/errorMessage';

/** What the My Data cards show when an action fails. */
export const problemMessage = (err: unknown) => errorMessage(err, 'Something went wrong. Nothing was changed. Please try again.');
