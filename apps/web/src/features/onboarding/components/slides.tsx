import type { ComponentType } from 'react';
import {
  CalendarIllustration,
  ConnectIllustration,
  ShowcaseIllustration,
} from '../../../components/Illustrations.tsx';

export type Slide = { title: string; text: string; Art: ComponentType<{ size?: number | string }> };

/** The three onboarding slides of SPEC §1. */
export const slides: Slide[] = [
  {
    title: 'Connect With More Customers',
    text: 'Reach more customers looking for your services and streamline booking, all in one place.',
    Art: ConnectIllustration,
  },
  {
    title: 'Showcase Your Business',
    text: 'Share your story, show off your workspace images and list the services you offer.',
    Art: ShowcaseIllustration,
  },
  {
    title: 'Manage Bookings Effortlessly',
    text: 'View, confirm and manage your appointments from a single calendar.',
    Art: CalendarIllustration,
  },
];
