import { MSG } from '@app/shared';
import { alert } from './alert.ts';

/** Copies text (clipboard API, else a hidden text area) and shows 'Copied'. */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
  alert('positive', MSG.copied);
}
