import { privacyApi } from '@app/shared';
import { downloadWithToken } from '../../../lib/download.ts';

/** GET vendor/export (issue 37): the vendor's data as a ZIP, handed to the browser as a download. */
export const downloadMyData = () => downloadWithToken(privacyApi.export.path, 'my-data.zip');
