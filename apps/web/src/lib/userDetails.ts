import { freshUserDetails } from './freshUserDetails.ts';
import { trackBusy } from './progress.ts';

/** The dashboard's load of getuserdetails (freshUserDetails), shown on the top progress bar. */
export const loadUserDetails = () => trackBusy(freshUserDetails());
