import { LinkCards } from '../components/LinkCards.tsx';
import { BUSINESS_CARDS } from './SettingsIndexPage.tsx';

/** Settings > Business settings: its four pages. */
export default function BusinessSettingsPage() {
  return <LinkCards cards={BUSINESS_CARDS} />;
}
