import type { UserDetails } from '@app/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { QrCode } from '../components/QrCode.tsx';
import { shopUrl } from '../lib/config.ts';
import { copyText } from '../lib/copyText.ts';
import { applyDetails, getSession, useSession } from '../lib/session.ts';
import type { ShopSetting } from './ShopSettings.tsx';

/** The settings' sheets (with their calls' schemas) load when one first opens. */
const ShopSettingSheet = lazy(() => import('./ShopSettings.tsx'));

/** The shop-floor settings (issue 34), each opening its sheet under its title. */
const SETTINGS: { id: ShopSetting; title: string; text: string }[] = [
  { id: 'hours', title: 'Hours and days off', text: 'When clients can book you' },
  { id: 'rules', title: 'Booking rules', text: 'Confirmation, notice, cancellations' },
  { id: 'team', title: "A team member's hours", text: 'Their week and days off' },
  { id: 'reminders', title: 'Client reminders', text: 'Messages before appointments' },
];

/**
 * Shop: the booking page's link, shared through the phone's own share sheet (Web Share API, where
 * the browser has it; else copied) and its QR code for the counter, and the settings a provider
 * changes from the shop floor. Loaded when the tab opens, with the QR encoder, off the app's first
 * download.
 */
export default function ShopTab() {
  const details = useSession().details;
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<(typeof SETTINGS)[number] | null>(null);
  useEffect(() => {
    const { userId } = getSession().user;
    if (userId == null) return;
    // getuserdetails names the profile link; its endpoint (zod) loads with the call (deferredCalls.ts).
    import('../lib/deferredCalls.ts')
      .then((calls) => calls.requestUserDetails(userId))
      .then(
        (answer) => {
          const found: UserDetails | undefined = answer[0]?.[0];
          if (found) applyDetails(found);
          else setFailed(true);
        },
        () => setFailed(true),
      );
  }, []);

  if (!details) return <p className="muted">{failed ? 'Could not load your shop.' : 'Loading…'}</p>;
  const link = shopUrl(details.profile_link);
  const share = () => {
    if (typeof navigator.share === 'function')
      navigator.share({ title: details.business_name ?? undefined, url: link }).catch(() => undefined);
    else void copyText(link);
  };
  return (
    <section aria-labelledby="shop-title" className="shop">
      <h1 id="shop-title">{details.business_name}</h1>
      <p className="muted">Clients book you at</p>
      <p className="shop-link">{link}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={share}>
          Share booking link
        </button>
        <button type="button" className="btn btn-plain" onClick={() => void copyText(link)}>
          Copy link
        </button>
      </div>
      <div className="qr">
        <QrCode value={link} size={220} label="QR code of your booking page" />
        <p className="muted">Print it or show it at the counter: a client scans it to book.</p>
      </div>
      <h2 className="shop-settings-title">Settings</h2>
      <ul className="cards">
        {SETTINGS.map((setting) => (
          <li key={setting.id}>
            <button type="button" className="card" onClick={() => setOpen(setting)}>
              <span className="card-title">{setting.title}</span>
              <span className="card-sub">{setting.text}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ShopSettingSheet what={open.id} title={open.title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
